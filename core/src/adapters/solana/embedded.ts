import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from "@solana/kit"
import type { IdentifierString, WalletAccount } from "@wallet-standard/base"
import type { EmbeddedAccount, EmbeddedWalletChannel } from "../../connectors/auth/embedded-channel.js"

const VERSION = "1.0.0" as const
// A plain key mark: the wallet is the app's own login, not a product with a logo.
const ICON =
  `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="8" cy="12" r="4" fill="none" stroke="#888" stroke-width="2"/><path d="M12 12h9M18 12v3" stroke="#888" stroke-width="2"/></svg>')}` as const

/**
 * The secure frame's embedded wallet as a Wallet Standard wallet (what `announced` connects):
 * its Solana account from the frame's user; transactions and messages signed by the frame,
 * which asks the person first. The transaction crosses as base64, the message as base58.
 */
export const embeddedSolanaWallet = (channel: EmbeddedWalletChannel, account: EmbeddedAccount) => {
  const chain = account.chainId as IdentifierString
  const walletAccount: WalletAccount = {
    address: account.address,
    publicKey: new Uint8Array(getBase58Encoder().encode(account.address)),
    chains: [chain],
    features: ["solana:signAndSendTransaction", "solana:signMessage"]
  }
  const base64 = getBase64Decoder()
  const base58 = getBase58Decoder()
  return {
    version: VERSION,
    name: "Email and social login",
    icon: ICON,
    chains: [chain],
    accounts: [walletAccount],
    features: {
      "standard:connect": { version: VERSION, connect: async () => ({ accounts: [walletAccount] }) },
      "standard:disconnect": { version: VERSION, disconnect: async () => undefined },
      "solana:signAndSendTransaction": {
        version: VERSION,
        supportedTransactionVersions: ["legacy", 0] as const,
        signAndSendTransaction: (
          ...inputs: ReadonlyArray<{ readonly transaction: Uint8Array; readonly chain?: string }>
        ) =>
          Promise.all(
            inputs.map(async ({ transaction, chain: target }) => {
              const { signature } = (await channel.request(
                (target ?? chain) as never,
                "solana_signAndSendTransaction",
                {
                  transaction: base64.decode(transaction)
                }
              )) as { readonly signature: string }
              return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
            })
          )
      },
      "solana:signMessage": {
        version: VERSION,
        signMessage: (...inputs: ReadonlyArray<{ readonly message: Uint8Array }>) =>
          Promise.all(
            inputs.map(async ({ message }) => {
              const { signature } = (await channel.request(account.chainId, "solana_signMessage", {
                message: base58.decode(message)
              })) as {
                readonly signature: string
              }
              return { signedMessage: message, signature: new Uint8Array(getBase58Encoder().encode(signature)) }
            })
          )
      }
    }
  }
}

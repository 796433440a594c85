import { Effect } from "effect"
import { getBase58Decoder, getBase64Decoder } from "@solana/kit"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { approvedSession } from "../walletconnect-session.js"
import { signatureAnswer, signatureBytes, signedTransactionAnswer } from "./wallet-answers.js"
import { toSolanaWalletError } from "./wallet-errors.js"
import type { SolanaSigner } from "./signer.js"

export const SOLANA_METHODS = [
  "solana_signTransaction",
  "solana_signAndSendTransaction",
  "solana_signMessage",
  "solana_signAllTransactions"
]

/** WalletConnect's solana namespace: the wallet signs (and sends) what the adapter builds. */
export const solanaWalletConnect = walletConnectNamespace({
  namespace: "solana",
  methods: SOLANA_METHODS,
  events: [],
  session: (context) =>
    approvedSession<SolanaSigner>(context, {
      namespace: "solana",
      parts: ({ address, current }) => {
        const ask = (method: string, params: unknown, chainId: string = current()) =>
          Effect.tryPromise({
            try: () => context.request(chainId, method, params),
            catch: (error) => toSolanaWalletError(method, error)
          })
        // Sign-and-send where the wallet offers it; a wallet that only signs gets the transaction to sign.
        const offers = (method: string) => context.methods === undefined || context.methods().includes(method)
        return {
          signer: {
            namespace: "solana",
            signAndSendTransaction: offers("solana_signAndSendTransaction")
              ? (wire, network) =>
                  Effect.flatMap(
                    ask(
                      "solana_signAndSendTransaction",
                      { transaction: getBase64Decoder().decode(wire) },
                      network.caipNetworkId
                    ),
                    (result) => signatureAnswer("solana_signAndSendTransaction", result)
                  )
              : undefined,
            signTransaction: offers("solana_signTransaction")
              ? (wire, network) =>
                  Effect.flatMap(
                    ask(
                      "solana_signTransaction",
                      { transaction: getBase64Decoder().decode(wire), pubkey: address },
                      network.caipNetworkId
                    ),
                    (result) => signedTransactionAnswer("solana_signTransaction", wire, address, result)
                  )
              : undefined,
            signMessage: (message) =>
              Effect.flatMap(
                ask("solana_signMessage", { message: getBase58Decoder().decode(message), pubkey: address }),
                (result) =>
                  Effect.flatMap(signatureAnswer("solana_signMessage", result), (signature) =>
                    signatureBytes("solana_signMessage", signature)
                  )
              )
          },
          request: (method, params) => ask(method, params)
        }
      }
    })
})

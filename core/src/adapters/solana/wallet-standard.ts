import { Effect } from "effect"
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from "@solana/kit"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature
} from "@wallet-standard/features"
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature
} from "@solana/wallet-standard-features"
import type { ConnectorImplementation, WalletSession } from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { MissingNetwork, WalletAnswerInvalid, WalletRequestFailed } from "../../errors.js"
import { walletStandardChainFor } from "./chains.js"
import { signatureBytes, signedTransactionAnswer } from "./wallet-answers.js"
import { toSolanaWalletError } from "./wallet-errors.js"
import { standardAccountChanges, standardDisconnect, standardWalletConnection } from "../wallet-standard-session.js"
import type { SolanaSigner } from "./signer.js"

type SolanaWallet = Wallet & {
  readonly features: StandardConnectFeature &
    Partial<
      StandardDisconnectFeature &
        StandardEventsFeature &
        SolanaSignMessageFeature &
        SolanaSignAndSendTransactionFeature &
        SolanaSignTransactionFeature
    >
}

const attempt = <A>(method: string, f: () => Promise<A>) =>
  Effect.tryPromise({ try: f, catch: (error) => toSolanaWalletError(method, error) })

const sessionOf = (
  connector: Connector,
  wallet: SolanaWallet,
  accounts: ReadonlyArray<WalletAccount>,
  network: CaipNetwork
): WalletSession<SolanaSigner> => {
  const account = () => accounts[0] as WalletAccount
  return {
    connector,
    namespace: "solana",
    accounts: accounts.map((item) => item.address),
    caipNetworkId: network.caipNetworkId,
    signer: {
      namespace: "solana",
      signAndSendTransaction:
        wallet.features["solana:signAndSendTransaction"] === undefined
          ? undefined
          : (transaction, target) =>
              Effect.flatMap(
                attempt("solana:signAndSendTransaction", () =>
                  wallet.features["solana:signAndSendTransaction"]!.signAndSendTransaction({
                    account: account(),
                    chain: walletStandardChainFor(wallet.chains, target),
                    transaction
                  })
                ),
                ([output]) =>
                  output === undefined
                    ? Effect.fail(
                        new WalletAnswerInvalid({
                          method: "solana:signAndSendTransaction",
                          reason: "the wallet returned no signature"
                        })
                      )
                    : Effect.as(
                        signatureBytes("solana:signAndSendTransaction", getBase58Decoder().decode(output.signature)),
                        getBase58Decoder().decode(output.signature)
                      )
              ),
      // A wallet that only signs: its signed transaction is checked, then sent by the adapter.
      signTransaction:
        wallet.features["solana:signTransaction"] === undefined
          ? undefined
          : (transaction, target) =>
              Effect.flatMap(
                attempt("solana:signTransaction", () =>
                  wallet.features["solana:signTransaction"]!.signTransaction({
                    account: account(),
                    chain: walletStandardChainFor(wallet.chains, target),
                    transaction
                  })
                ),
                ([output]) =>
                  signedTransactionAnswer(
                    "solana:signTransaction",
                    transaction,
                    account().address,
                    output === undefined
                      ? undefined
                      : { transaction: getBase64Decoder().decode(output.signedTransaction) }
                  )
              ),
      signMessage: (message) =>
        Effect.flatMap(
          Effect.fromNullishOr(wallet.features["solana:signMessage"]).pipe(
            Effect.mapError(
              () =>
                new WalletRequestFailed({
                  method: "solana:signMessage",
                  details: `${wallet.name} cannot sign messages`
                })
            )
          ),
          (feature) =>
            Effect.flatMap(
              attempt("solana:signMessage", () => feature.signMessage({ account: account(), message })),
              ([output]) =>
                output !== undefined && output.signature instanceof Uint8Array && output.signature.length === 64
                  ? Effect.succeed(output.signature)
                  : Effect.fail(
                      new WalletAnswerInvalid({
                        method: "solana:signMessage",
                        reason: "the wallet returned no 64-byte ed25519 signature"
                      })
                    )
            )
        )
    },
    request: (method, params) =>
      method === "solana_signMessage"
        ? Effect.flatMap(
            Effect.try({
              try: () => getBase58Encoder().encode((params as { message: string }).message),
              catch: () => new WalletRequestFailed({ method, details: "params.message must be base58 text" })
            }),
            (bytes) =>
              attempt(method, async () => {
                const feature = wallet.features["solana:signMessage"]
                if (feature === undefined) throw new Error(`${wallet.name} cannot sign messages`)
                const [output] = await feature.signMessage({ account: account(), message: new Uint8Array(bytes) })
                return { signature: getBase58Decoder().decode(output?.signature ?? new Uint8Array()) }
              })
          )
        : Effect.fail(
            new WalletRequestFailed({
              method,
              details: `${wallet.name} is a Wallet Standard wallet; ${method} is not one of its features`
            })
          ),
    switchNetwork: (target) =>
      Effect.suspend(() => {
        // A Wallet Standard wallet signs for whichever cluster a request names: switching is ours.
        return target.chainNamespace === "solana"
          ? Effect.void
          : Effect.fail(new MissingNetwork({ caipNetworkId: target.caipNetworkId }))
      }),
    listen: standardAccountChanges(wallet, (changed) =>
      changed.filter((item) => item.chains.some((chain) => chain.startsWith("solana:"))).map((item) => item.address)
    ),
    disconnect: standardDisconnect(wallet)
  }
}

/** The connection to one Wallet Standard wallet; `connector.provider` is the wallet (see discovery.ts). */
export const walletStandardConnector = (connector: Connector): ConnectorImplementation => {
  const wallet = connector.provider as SolanaWallet
  return standardWalletConnection(connector, "solana", {
    connect: (silent) =>
      Effect.map(
        attempt("standard:connect", () =>
          wallet.features["standard:connect"].connect(silent ? { silent: true } : undefined)
        ),
        ({ accounts }) =>
          accounts.filter(
            (item) => item.chains.length === 0 || item.chains.some((chain) => chain.startsWith("solana:"))
          )
      ),
    session: (accounts, network) => sessionOf(connector, wallet, accounts, network),
    noAccount: { method: "standard:connect", details: "the wallet granted no Solana account" }
  })
}

import { Effect } from "effect"
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from "@solana/kit"
import { WalletRequestFailed } from "../../errors.js"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { approvedSession } from "../walletconnect-session.js"
import { toSolanaWalletError } from "./wallet-errors.js"

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
    approvedSession(context, {
      namespace: "solana",
      parts: ({ address, current }) => {
        const ask = (method: string, params: unknown, chainId: string = current()) =>
          Effect.tryPromise({ try: () => context.request(chainId, method, params), catch: (error) => toSolanaWalletError(method, error) })
        return {
          signer: {
            namespace: "solana",
            signAndSendTransaction: (wire, network) =>
              Effect.flatMap(ask("solana_signAndSendTransaction", { transaction: getBase64Decoder().decode(wire) }, network.caipNetworkId), (result) => {
                const signature = (result as { signature?: unknown } | null)?.signature
                return typeof signature === "string"
                  ? Effect.succeed(signature)
                  : Effect.fail(new WalletRequestFailed({ method: "solana_signAndSendTransaction", details: "the wallet answered without a signature" }))
              }),
            signMessage: (message) =>
              Effect.flatMap(ask("solana_signMessage", { message: getBase58Decoder().decode(message), pubkey: address }), (result) => {
                const signature = (result as { signature?: unknown } | null)?.signature
                return typeof signature === "string"
                  ? Effect.succeed(new Uint8Array(getBase58Encoder().encode(signature)))
                  : Effect.fail(new WalletRequestFailed({ method: "solana_signMessage", details: "the wallet answered without a signature" }))
              })
          },
          request: (method, params) => ask(method, params)
        }
      }
    })
})

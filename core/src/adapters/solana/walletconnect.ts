import { Effect } from "effect"
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from "@solana/kit"
import type { SessionEvent, WalletSession } from "../../connectors/session.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { MissingNetwork, WalletRequestFailed } from "../../errors.js"
import type { WalletConnectNamespace } from "../adapter.js"
import { toSolanaWalletError } from "./wallet-errors.js"

export const SOLANA_METHODS = [
  "solana_signTransaction",
  "solana_signAndSendTransaction",
  "solana_signMessage",
  "solana_signAllTransactions"
]

/** `solana:<ref>:<address>` accounts of a session. */
const sessionAccounts = (accounts: ReadonlyArray<string>) =>
  accounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(":")
    if (namespace !== "solana" || reference === undefined || address === undefined) return []
    return [{ caipNetworkId: `solana:${reference}` as CaipNetworkId, address }]
  })

/** WalletConnect's solana namespace: the wallet signs (and sends) what the adapter builds. */
export const solanaWalletConnect: WalletConnectNamespace = {
  namespace: "solana",
  methods: SOLANA_METHODS,
  events: [],
  sentToWallet: (method) => SOLANA_METHODS.includes(method),
  session: (context) => {
    const available = sessionAccounts(context.accounts())
    const preferred = context.preferred?.chainNamespace === "solana" ? context.preferred.caipNetworkId : undefined
    const first = available.find((account) => account.caipNetworkId === preferred) ?? available[0]
    if (first === undefined) return undefined
    let current = first.caipNetworkId
    const ask = (method: string, params: unknown, chainId: string = current) =>
      Effect.tryPromise({ try: () => context.request(chainId, method, params), catch: (error) => toSolanaWalletError(method, error) })
    const session: WalletSession = {
      connector: context.connector,
      namespace: "solana",
      accounts: available.filter((account) => account.caipNetworkId === first.caipNetworkId).map((account) => account.address),
      caipNetworkId: first.caipNetworkId,
      approvedNetworks: [...new Set(available.map((account) => account.caipNetworkId))],
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
          Effect.flatMap(ask("solana_signMessage", { message: getBase58Decoder().decode(message), pubkey: first.address }), (result) => {
            const signature = (result as { signature?: unknown } | null)?.signature
            return typeof signature === "string"
              ? Effect.succeed(new Uint8Array(getBase58Encoder().encode(signature)))
              : Effect.fail(new WalletRequestFailed({ method: "solana_signMessage", details: "the wallet answered without a signature" }))
          })
      },
      request: (method, params) => ask(method, params),
      switchNetwork: (network) =>
        Effect.suspend(() => {
          // The session's approved clusters are the ones it can switch to.
          if (!available.some((account) => account.caipNetworkId === network.caipNetworkId)) {
            return Effect.fail(new MissingNetwork({ caipNetworkId: network.caipNetworkId }))
          }
          current = network.caipNetworkId
          return Effect.void
        }),
      listen: (listener: (event: SessionEvent) => void) => context.onEvent(() => {}, () => listener({ type: "disconnect" })),
      disconnect: context.disconnect
    }
    return session
  }
}

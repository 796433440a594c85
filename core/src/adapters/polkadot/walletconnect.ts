import { Effect } from "effect"
import { u8aToHex } from "@polkadot/util"
import type { SessionEvent, WalletSession } from "../../connectors/session.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { MissingNetwork } from "../../errors.js"
import type { WalletConnectNamespace } from "../adapter.js"
import { isSs58Address, ss58For } from "./address.js"
import { signatureOf } from "./replies.js"
import { toPolkadotWalletError } from "./wallet-errors.js"

export const POLKADOT_METHODS = ["polkadot_signMessage", "polkadot_signTransaction"]

/** `polkadot:<genesis ref>:<ss58>` accounts of a session; anything else the wallet listed is left out. */
const sessionAccounts = (accounts: ReadonlyArray<string>) =>
  accounts.flatMap((account) => {
    const [namespace, reference, address, ...rest] = account.split(":")
    if (namespace !== "polkadot" || reference === undefined || address === undefined || rest.length > 0 || !isSs58Address(address)) return []
    return [{ caipNetworkId: `polkadot:${reference}` as CaipNetworkId, address }]
  })

/** WalletConnect's polkadot namespace: the wallet signs messages and the transaction payloads a dApp gives it. */
export const polkadotWalletConnect: WalletConnectNamespace = {
  namespace: "polkadot",
  methods: POLKADOT_METHODS,
  events: [],
  sentToWallet: (method) => POLKADOT_METHODS.includes(method),
  session: (context) => {
    const available = sessionAccounts(context.accounts())
    const preferred = context.preferred?.chainNamespace === "polkadot" ? context.preferred.caipNetworkId : undefined
    const first = available.find((account) => account.caipNetworkId === preferred) ?? available[0]
    if (first === undefined) return undefined
    const networkOf = (id: CaipNetworkId) => context.networks.find((network) => network.caipNetworkId === id)
    let current = first.caipNetworkId
    const ask = (method: string, params: unknown) =>
      Effect.tryPromise({ try: () => context.request(current, method, params), catch: (error) => toPolkadotWalletError(method, error) })
    const session: WalletSession = {
      connector: context.connector,
      namespace: "polkadot",
      // Written with the network's own SS58 prefix, as its explorers and wallets show them.
      accounts: available.filter((account) => account.caipNetworkId === first.caipNetworkId).map((account) => ss58For(account.address, networkOf(first.caipNetworkId))),
      caipNetworkId: first.caipNetworkId,
      approvedNetworks: [...new Set(available.map((account) => account.caipNetworkId))],
      signer: {
        namespace: "polkadot",
        signMessage: (message) =>
          Effect.flatMap(ask("polkadot_signMessage", { address: first.address, message: u8aToHex(message) }), (reply) =>
            signatureOf("polkadot_signMessage", reply)
          )
      },
      request: (method, params) =>
        method === "polkadot_signMessage" || method === "polkadot_signTransaction"
          ? Effect.flatMap(ask(method, params), (reply) => Effect.map(signatureOf(method, reply), (signature) => ({ signature })))
          : ask(method, params),
      switchNetwork: (network) =>
        Effect.suspend(() => {
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

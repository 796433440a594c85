import { Effect } from "effect"
import { StorageKeys } from "../../domain/storage-keys.js"
import { MissingNetwork } from "../../errors.js"
import { writeText } from "../../services/storage/stored-values.js"
import type { ConnectionContext } from "./context.js"

/**
 * Makes `caipNetworkId` the active network (SPEC §4): the wallet of its
 * namespace is asked to switch first; the namespace becomes the active one.
 * A namespace without a wallet opens Connect for that namespace's wallets.
 */
export const makeSwitchNetwork = (ctx: ConnectionContext) =>
  Effect.fn("Connection.switchNetwork")(function* (caipNetworkId: string) {
    const { chains, sessions, store } = ctx
    const network = ctx.options.networks.find((item) => item.caipNetworkId === caipNetworkId)
    if (network === undefined) return yield* new MissingNetwork({ caipNetworkId })
    const session = sessions.get(network.chainNamespace)
    if (session !== undefined) yield* session.switchNetwork(network)
    yield* store.update((state) => ({ ...state, unsupportedChainId: undefined }))
    yield* chains.setActiveNetwork(network)
    const address = chains.activeAccount()?.address
    if (session !== undefined && address !== undefined)
      yield* sessions.applyAccounts(session, [address], network.caipNetworkId)
    yield* ctx.withStorage(
      Effect.all([
        writeText(StorageKeys.activeCaipNetworkId, network.caipNetworkId),
        writeText(StorageKeys.activeNamespace, network.chainNamespace)
      ])
    )
    yield* ctx.analytics.track({ event: "SWITCH_NETWORK", properties: { network: network.caipNetworkId } }, { address })
    // Another namespace with no wallet yet, while one is connected elsewhere: offer its wallets.
    if (session === undefined && sessions.size() > 0) {
      yield* ctx.outcomes.report({ _tag: "WalletNeeded", namespace: network.chainNamespace })
    }
  })

import { Effect } from "effect"
import { canSend } from "../../adapters/adapter.js"
import type { WalletSession, SessionEvent } from "../../connectors/session.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { splitCaipNetworkId } from "../../domain/caip-network.js"
import type { ChainNamespace } from "../../domain/namespace.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { writeText } from "../../services/storage/stored-values.js"
import type { ConnectionContext } from "./context.js"
import type { SessionBook, SessionEntry } from "./session-book-shape.js"
import { accountTypeFields, applySmartAccountNetworks } from "./account-types.js"
import { connectionEnded } from "./connection-ended.js"
import { startHeartbeat } from "./heartbeat.js"

export type SessionBookContext = Omit<ConnectionContext, "sessions" | "connectors">

export const makeSessionBook = (ctx: SessionBookContext): SessionBook => {
  const { chains, store, options } = ctx
  const book = new Map<ChainNamespace, SessionEntry>()

  const networkOf = (caipNetworkId: CaipNetworkId) =>
    options.networks.find((network) => network.caipNetworkId === caipNetworkId)

  const applyAccounts = (session: WalletSession, accounts: ReadonlyArray<string>, caipNetworkId: CaipNetworkId) =>
    Effect.gen(function* () {
      const adapter = ctx.adapters.loaded(session.namespace)
      const network = networkOf(caipNetworkId)
      const addressOn = adapter?.addressOn
      const written = addressOn === undefined ? accounts : accounts.map((item) => addressOn(item, network))
      const address = written[0]
      if (address === undefined) return
      yield* chains.patchAccount(session.namespace, {
        status: "connected",
        address,
        caipAddress: `${caipNetworkId}:${address}`,
        ...accountTypeFields(
          session,
          written,
          (item) => (addressOn === undefined ? item : addressOn(item, network)),
          chains.store.get().chains[session.namespace]?.account
        ),
        addressExplorerUrl: adapter?.explorerAddressUrl(network, address),
        // An adapter not loaded yet (never for a session an adapter built) keeps the default: both offered.
        chainFeatures: {
          balance: adapter === undefined || adapter.nativeBalance !== undefined,
          send: adapter === undefined || canSend(adapter),
          swap: adapter === undefined || (canSend(adapter) && adapter.preparedCalls !== undefined)
        },
        connectedWalletInfo: {
          name: session.connector.name,
          ...(session.connector.imageUrl === undefined ? {} : { icon: session.connector.imageUrl }),
          type: session.connector.type,
          ...(session.connector.info?.rdns === undefined ? {} : { rdns: session.connector.info.rdns })
        }
      })
    })

  const applyNetwork = (session: WalletSession, caipNetworkId: CaipNetworkId) =>
    Effect.gen(function* () {
      const network = networkOf(caipNetworkId)
      if (chains.store.get().activeNamespace !== session.namespace) return
      if (network !== undefined) {
        yield* store.update((state) => ({ ...state, unsupportedChainId: undefined }))
        yield* chains.setActiveNetwork(network)
        yield* ctx.withStorage(writeText(StorageKeys.activeCaipNetworkId, network.caipNetworkId))
        return
      }
      const { namespace, reference } = splitCaipNetworkId(caipNetworkId)
      if (namespace !== "eip155") return
      yield* store.update((state) => ({ ...state, unsupportedChainId: Number(reference) }))
      yield* ctx.outcomes.report({
        _tag: "UnsupportedNetwork",
        networkSwitching: options.networkSwitching,
        allowUnsupportedChain: options.allowUnsupportedChain,
        basic: store.get().wcBasic
      })
    })

  const forget = (namespace: ChainNamespace) =>
    Effect.gen(function* () {
      book.get(namespace)?.stop()
      book.delete(namespace)
      yield* chains.resetAccount(namespace)
      yield* chains.setApproved(namespace, [])
      yield* store.update((state) => {
        const { [namespace]: _removed, ...rest } = state.activeConnectorIds
        return {
          ...state,
          activeConnectorIds: rest,
          unsupportedChainId: namespace === "eip155" ? undefined : state.unsupportedChainId
        }
      })
    })

  const currentNetworkOf = (session: WalletSession) => {
    const caipAddress = chains.store.get().chains[session.namespace]?.account.caipAddress
    const parts = caipAddress?.split(":")
    return parts === undefined || parts.length < 3
      ? session.caipNetworkId
      : (`${parts[0]}:${parts[1]}` as CaipNetworkId)
  }

  const onSessionEvent = (session: WalletSession) => (event: SessionEvent) => {
    const handle = Effect.gen(function* () {
      if (event.type === "ignored")
        return yield* Effect.logWarning(
          `Ignored an event of the ${session.connector.name} wallet (${session.namespace}): ${event.reason}`
        )
      if (event.type === "accountsChanged" && event.accounts.length > 0)
        return yield* applyAccounts(session, event.accounts, currentNetworkOf(session))
      if (event.type === "networkChanged") {
        const address = chains.store.get().chains[session.namespace]?.account.address
        if (address !== undefined) yield* applyAccounts(session, [address], event.caipNetworkId)
        return yield* applyNetwork(session, event.caipNetworkId)
      }
      // The wallet ended the session (or left no account): the last one gone, the dApp is disconnected.
      yield* forget(session.namespace)
      if (book.size === 0) yield* connectionEnded(ctx)
    })
    ctx.runInScope(handle)
  }

  const adopt = (session: WalletSession, connectorId: string) =>
    Effect.gen(function* () {
      const previous = book.get(session.namespace)
      previous?.stop()
      // Another wallet replaces the connected one: the old session is ended, not left open in its wallet.
      if (previous !== undefined && previous.session !== session)
        yield* Effect.ignoreCause(previous.session.disconnect(), {
          log: "Warn",
          message: "The replaced wallet's session could not be ended"
        })
      const stopListening = session.listen(onSessionEvent(session))
      // A dead session is ended like a wallet's disconnect, and its record closed on our side.
      const stopHeartbeat = startHeartbeat(
        session,
        ctx.runInScope,
        Effect.sync(() => {
          ctx.runInScope(
            Effect.ignoreCause(session.disconnect(), {
              log: "Warn",
              message: "The dead session could not be ended here"
            })
          )
          onSessionEvent(session)({ type: "disconnect" })
        })
      )
      const stop = () => {
        stopListening()
        stopHeartbeat()
      }
      book.set(session.namespace, { session, connectorId, stop })
      yield* applyAccounts(session, session.accounts, session.caipNetworkId)
      yield* chains.setApproved(session.namespace, session.approvedNetworks)
      yield* ctx.withStorage(applySmartAccountNetworks(chains, session))
      yield* store.update((state) => ({
        ...state,
        status: "connected",
        activeConnectorIds: { ...state.activeConnectorIds, [session.namespace]: connectorId }
      }))
      yield* applyNetwork(session, session.caipNetworkId)
    })

  return {
    get: (namespace) => book.get(namespace)?.session,
    entries: () => [...book.entries()],
    has: (namespace) => book.has(namespace),
    size: () => book.size,
    adopt,
    forget,
    applyAccounts,
    applyNetwork,
    stopAll: () => {
      for (const { stop } of book.values()) stop()
      book.clear()
    }
  }
}

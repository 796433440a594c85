import { Effect, Option } from "effect"
import type { ChainNamespace } from "../../domain/namespace.js"
import { isChainNamespace } from "../../domain/namespace.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { readJson, readText } from "../../services/storage/stored-values.js"
import type { ConnectionContext } from "./context.js"
import { ConnectorIds } from "./remember.js"

/**
 * Restores, without prompting, the sessions remembered in storage (SPEC §3):
 * the active network first, then each remembered connector's namespaces.
 * Whether any session came back.
 */
export const makeReconnect = (ctx: ConnectionContext) =>
  Effect.fn("Connection.reconnect")(function* () {
    const { chains, sessions, options } = ctx
    const savedNetwork = yield* ctx.withStorage(readText(StorageKeys.activeCaipNetworkId))
    const network = Option.flatMap(savedNetwork, (id) =>
      Option.fromNullishOr(options.networks.find((item) => item.caipNetworkId === id))
    )
    if (Option.isSome(network)) yield* chains.setActiveNetwork(network.value)
    const saved =
      Option.getOrUndefined(yield* ctx.withStorage(readJson(StorageKeys.connectedConnectorIds, ConnectorIds))) ?? {}
    const byConnector = new Map<string, Array<ChainNamespace>>()
    for (const [namespace, connectorId] of Object.entries(saved)) {
      if (!isChainNamespace(namespace) || !ctx.adapters.namespaces.includes(namespace)) continue
      byConnector.set(connectorId, [...(byConnector.get(connectorId) ?? []), namespace])
    }
    let restored = false
    for (const [connectorId, namespaces] of byConnector) {
      if (!(yield* ctx.connectors.awaitConnector(connectorId))) continue
      const implementation = yield* Effect.option(ctx.connectors.find(connectorId))
      if (Option.isNone(implementation)) continue
      yield* Effect.forEach(namespaces, (namespace) => Effect.ignore(ctx.adapters.get(namespace)))
      for (const namespace of namespaces) yield* chains.patchAccount(namespace, { status: "reconnecting" })
      const found = yield* implementation.value
        .reconnect({ network: chains.store.get().activeCaipNetwork, networks: options.networks })
        .pipe(Effect.orElseSucceed(() => []))
      for (const session of found) {
        if (!namespaces.includes(session.namespace)) continue
        yield* sessions.adopt(session, connectorId)
        restored = true
      }
      for (const namespace of namespaces) {
        if (!sessions.has(namespace)) yield* chains.patchAccount(namespace, { status: "disconnected" })
      }
    }
    return restored
  })

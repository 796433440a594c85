import { Deferred, Effect, Option } from "effect"
import type { ConnectOptions, ConnectorImplementation } from "../../connectors/session.js"
import { groupByWallet, multiChainConnectorData } from "../../connectors/wallet-groups.js"
import type { ChainNamespace } from "../../domain/namespace.js"
import { ConnectorNotFound } from "../../errors.js"
import type { Store } from "../store.js"
import type { ConnectionStoreState } from "./store-state.js"

/** How long a silent reconnect waits for a remembered browser wallet to announce itself. */
export const RECONNECT_ANNOUNCE_WAIT_MS = 1_000

/**
 * One wallet that announced itself in several namespaces under the same name
 * (EIP-6963 and Wallet Standard): a MULTI_CHAIN connector connecting them all.
 * Its id is its first part's, so a remembered id still finds it. The active
 * network's namespace is asked first: refused there, nothing else is asked;
 * refused in another namespace, the ones granted stay connected.
 */
const multiChain = (parts: ReadonlyArray<ConnectorImplementation>): ConnectorImplementation => {
  const activeFirst = (options: ConnectOptions) => {
    const active = options.network?.chainNamespace
    return [...parts].sort((a, b) => Number(b.connector.chain === active) - Number(a.connector.chain === active))
  }
  return {
    connector: {
      ...multiChainConnectorData(parts.map((part) => part.connector)),
      provider: parts[0]?.connector.provider
    },
    connect: (options) =>
      Effect.gen(function* () {
        const [lead, ...others] = activeFirst(options)
        const sessions = [...(yield* (lead as ConnectorImplementation).connect(options))]
        for (const part of others) sessions.push(...(yield* Effect.orElseSucceed(part.connect(options), () => [])))
        return sessions
      }),
    reconnect: (options) =>
      Effect.map(
        Effect.forEach(parts, (part) => Effect.orElseSucceed(part.reconnect(options), () => [])),
        (found) => found.flat()
      )
  }
}

export interface ConnectorRegistry {
  /** Adds a connector the client owns (WalletConnect, the local signer). */
  readonly register: (implementation: ConnectorImplementation) => Effect.Effect<void>
  /** Replaces what a namespace's discovery found in the page. */
  readonly discovered: (namespace: ChainNamespace, found: ReadonlyArray<ConnectorImplementation>) => void
  readonly find: (connectorId: string) => Effect.Effect<ConnectorImplementation, ConnectorNotFound>
  /** Waits (on the Clock) for a remembered browser wallet to announce itself; whether it did. */
  readonly awaitConnector: (connectorId: string) => Effect.Effect<boolean>
}

/** The connectors offered: the client's own, and the page's wallets merged by name across namespaces. */
export const makeConnectorRegistry = (store: Store<ConnectionStoreState>): ConnectorRegistry => {
  const own = new Map<string, ConnectorImplementation>()
  const found = new Map<ChainNamespace, ReadonlyArray<ConnectorImplementation>>()
  let offered = new Map<string, ConnectorImplementation>()
  const announced = new Set<(id: string) => void>()

  const rebuild = () => {
    const next = new Map(own)
    const listed: Array<ConnectorImplementation> = []
    for (const group of groupByWallet(found, (implementation) => implementation.connector, [...found.keys()])) {
      const entry = group.length === 1 ? (group[0] as ConnectorImplementation) : multiChain(group)
      listed.push(entry)
      next.set(entry.connector.id, entry)
      // A part stays reachable by its own id (a session remembered before the other part announced).
      if (group.length > 1)
        for (const part of group) if (!next.has(part.connector.id)) next.set(part.connector.id, part)
    }
    offered = next
    const connectors = [...own.values(), ...listed].map((implementation) => implementation.connector)
    Effect.runSync(store.update((state) => ({ ...state, connectors })))
    for (const notify of announced) for (const id of next.keys()) notify(id)
  }

  return {
    register: (implementation) =>
      Effect.sync(() => {
        own.set(implementation.connector.id, implementation)
        rebuild()
      }),
    discovered: (namespace, implementations) => {
      found.set(namespace, implementations)
      rebuild()
    },
    find: (connectorId) =>
      Effect.suspend(() => {
        const implementation = offered.get(connectorId)
        return implementation === undefined
          ? Effect.fail(new ConnectorNotFound({ connectorId }))
          : Effect.succeed(implementation)
      }),
    awaitConnector: (connectorId) =>
      Effect.gen(function* () {
        if (offered.has(connectorId)) return true
        const arrived = yield* Deferred.make<void>()
        const notify = (id: string) => {
          if (id === connectorId) Deferred.doneUnsafe(arrived, Effect.void)
        }
        announced.add(notify)
        const came = yield* Deferred.await(arrived).pipe(
          Effect.timeoutOption(RECONNECT_ANNOUNCE_WAIT_MS),
          Effect.map(Option.isSome),
          Effect.ensuring(Effect.sync(() => announced.delete(notify)))
        )
        return came || offered.has(connectorId)
      })
  }
}

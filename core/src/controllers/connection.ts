import { Context, Effect, FiberSet, Layer, Stream } from "effect"
import { Adapters } from "../adapters/registry.js"
import { discoverers } from "../adapters/discovery.js"
import { localSignerKeyNamespace } from "../adapters/local-signer-key.js"
import { localSignerConnectorData, walletConnectConnectorFor } from "../connectors/connector-data.js"
import { lazyConnector } from "./connection/lazy-connector.js"
import type { ConnectorImplementation, WalletError, WalletSession } from "../connectors/session.js"
import { walletConnectConnector } from "../connectors/walletconnect/connector.js"
import { keyValueStorage } from "../connectors/walletconnect/key-value-storage.js"
import type { ChainNamespace } from "../domain/namespace.js"
import type { DisconnectFailed, MissingNetwork } from "../errors.js"
import { Analytics } from "../services/analytics/analytics.js"
import { Platform } from "../services/platform/platform.js"
import { Storage } from "../services/storage/storage.js"
import { initialConnectionStoreFor } from "./connection/store-state.js"
import { makeStore, type Store } from "./store.js"
import { Chains } from "./chain.js"
import { makeConnect } from "./connection/connect.js"
import { makeConnectorRegistry } from "./connection/connector-registry.js"
import type { ConnectionContext, ConnectionOptions, WalletConnectAttempt } from "./connection/context.js"
import type { ConnectionStoreState } from "./connection/store-state.js"
import { makeDisconnect } from "./connection/disconnect.js"
import { makePairing } from "./connection/pairing.js"
import { makeReconnect } from "./connection/reconnect.js"
import { makeSessionBook } from "./connection/session-book.js"
import { makeSwitchNetwork } from "./connection/switch-network.js"
import { Modal } from "./modal.js"
import { Outcomes } from "./outcomes.js"
import { SignIn } from "./sign-in.js"

export type { ConnectionOptions, WalletConnectAttempt } from "./connection/context.js"
export type { ConnectAttempt, ConnectionStoreState } from "./connection/store-state.js"
export { RECONNECT_ANNOUNCE_WAIT_MS } from "./connection/connector-registry.js"

/**
 * Connecting wallets (SPEC §3, §4) for every configured namespace: connectors
 * (the page's wallets found by each namespace's adapter, merged by name into
 * multi-chain ones; WalletConnect; a local signer), one session per namespace,
 * network switching, disconnect, and silent reconnect on reload. Each action
 * lives in its own file under `connection/`.
 */
export class Connection extends Context.Service<
  Connection,
  {
    readonly store: Store<ConnectionStoreState>
    readonly connect: (connectorId: string, attempt?: WalletConnectAttempt) => Effect.Effect<void, WalletError>
    /** Clears URI, expiry, linking and recent wallet, sets disconnected, forgets the deep link. */
    readonly resetWalletConnect: () => Effect.Effect<void>
    /** Stops waiting for a WalletConnect pairing (the modal closed, another wallet chosen). */
    readonly cancelConnect: () => Effect.Effect<void>
    /** Records the directory wallet the user opened (deep link) for the pairing in progress. */
    readonly chooseWallet: (choice: WalletConnectAttempt) => Effect.Effect<void>
    readonly disconnect: (namespace?: ChainNamespace) => Effect.Effect<void, DisconnectFailed>
    readonly switchNetwork: (caipNetworkId: string) => Effect.Effect<void, WalletError | MissingNetwork>
    readonly reconnect: () => Effect.Effect<boolean>
    /** The live session of a namespace, if one is connected. */
    readonly session: (namespace: ChainNamespace) => WalletSession | undefined
    /** Adds a connector the client owns. */
    readonly register: (implementation: ConnectorImplementation) => Effect.Effect<void>
    /** The namespace's smart account is on chain now: its wallet deployed it with a first send. */
    readonly markSmartAccountDeployed: (namespace: ChainNamespace) => Effect.Effect<void>
  }
>()("gangway/Connection") {
  static layer(options: ConnectionOptions) {
    return Layer.effect(
      Connection,
      Effect.gen(function* () {
        const storage = yield* Storage
        const adapters = yield* Adapters
        const base = {
          options,
          store: makeStore<ConnectionStoreState>(
            initialConnectionStoreFor({
              ...options,
              adapters: adapters.namespaces,
              projectId: options.walletConnect?.projectId
            })
          ),
          chains: yield* Chains,
          modal: yield* Modal,
          outcomes: yield* Outcomes,
          platform: yield* Platform,
          analytics: yield* Analytics,
          signIn: yield* SignIn,
          adapters,
          withStorage: Effect.provideService(Storage, storage),
          runInScope: yield* FiberSet.makeRuntime<never>()
        }
        const sessions = makeSessionBook(base)
        const connectors = makeConnectorRegistry(base.store)
        const ctx: ConnectionContext = { ...base, sessions, connectors }
        yield* Effect.addFinalizer(() => Effect.sync(sessions.stopAll))

        const lazy = lazyConnector(ctx.adapters)
        const key = options.localSigner
        if (key !== undefined) {
          const namespace = localSignerKeyNamespace(key)
          yield* connectors.register(
            lazy({ ...localSignerConnectorData, chain: namespace }, namespace, (adapter) =>
              adapter.localSigner(key, options.networks)
            )
          )
        }
        if (options.walletConnect !== undefined) {
          const walletConnect = walletConnectConnector({
            ...options.walletConnect,
            connector: walletConnectConnectorFor(ctx.adapters.namespaces),
            networks: options.networks,
            namespaces: () =>
              Effect.runPromise(Effect.map(ctx.adapters.all, (all) => all.map((adapter) => adapter.walletConnect))),
            storage: keyValueStorage(storage)
          })
          yield* connectors.register(walletConnect)
          yield* Effect.addFinalizer(() => Effect.promise(walletConnect.shutdown))
        }
        // The page's wallets of each namespace are listed at once; their adapter loads when one is used.
        for (const namespace of ctx.adapters.namespaces) {
          const discover = discoverers[namespace]
          if (discover === undefined) continue
          const stop = discover((found) =>
            connectors.discovered(
              namespace,
              found.map((connector) => lazy(connector, namespace, (adapter) => adapter.announced(connector)))
            )
          )
          yield* Effect.addFinalizer(() => Effect.sync(stop))
        }
        const pairing = makePairing(ctx)
        const reconnect = makeReconnect(ctx)

        // Closing the modal while its QR code waits means the user gave up on that pairing. The
        // attempt is forgotten first (how it ends no longer shows): the views ask afresh once shown again.
        let modalWasOpen = ctx.modal.store.get().open
        yield* ctx.modal.store.changes.pipe(
          Stream.runForEach(({ open }) => {
            const closed = modalWasOpen && !open
            modalWasOpen = open
            if (!closed) return Effect.void
            return Effect.andThen(
              ctx.store.update((state) => ({ ...state, attempt: undefined })),
              pairing.pending() ? pairing.abandon : Effect.void
            )
          }),
          Effect.forkScoped({ startImmediately: true })
        )

        return {
          store: ctx.store,
          connect: makeConnect(ctx, pairing),
          disconnect: makeDisconnect(ctx),
          switchNetwork: makeSwitchNetwork(ctx),
          reconnect,
          resetWalletConnect: pairing.reset,
          chooseWallet: pairing.choose,
          cancelConnect: () =>
            Effect.andThen(
              pairing.abandon,
              ctx.store.update((state) => ({ ...state, buffering: false }))
            ),
          session: sessions.get,
          register: connectors.register,
          markSmartAccountDeployed: (namespace) => ctx.chains.patchAccount(namespace, { smartAccountDeployed: true })
        }
      })
    )
  }
}

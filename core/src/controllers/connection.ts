import { Cause, Clock, Context, Deferred, Effect, Exit, Fiber, FiberSet, Layer, Option, Schema } from "effect"
import type { Address } from "viem"
import { discoverInjected } from "../connectors/injected.js"
import { localSignerConnector, type LocalSignerKey } from "../connectors/local-signer.js"
import { walletConnectConnector, WALLETCONNECT_ID } from "../connectors/walletconnect/connector.js"
import { keyValueStorage } from "../connectors/walletconnect/key-value-storage.js"
import { pairingExpiryFrom, isPairingExpired } from "../policy/pairing-expiry.js"
import { Analytics } from "../services/analytics/analytics.js"
import { Platform } from "../services/platform/platform.js"
import type { DirectoryWallet } from "../domain/wallet.js"
import type { ConnectorImplementation, SessionEvent, WalletError, WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import { initialConnectionState, type ConnectionState } from "../domain/connection.js"
import { initialConnectionStoreFor } from "../state/initial-state.js"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { StorageKeys } from "../domain/storage-keys.js"
import { ConnectorNotFound, DisconnectFailed, MissingNetwork, RequestAborted } from "../errors.js"
import {
  readJson,
  readText,
  rememberRecentWallet,
  removeKey,
  writeJson,
  writeText
} from "../services/storage/stored-values.js"
import { Storage } from "../services/storage/storage.js"
import { makeStore, type Store } from "../state/store.js"
import { Chains } from "./chain.js"
import { Modal } from "./modal.js"
import { SignIn } from "./sign-in.js"

export interface ConnectionStoreState extends ConnectionState {
  readonly connectors: ReadonlyArray<Connector>
  /** The connector of each connected namespace. */
  readonly activeConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  /** The wallet's chain when it is not one of the dApp's networks. */
  readonly unsupportedChainId: number | undefined
}

export interface ConnectionOptions {
  readonly networks: ReadonlyArray<CaipNetwork>
  /** Offer a local signer (CLI, tests); never set in a public web page. */
  readonly localSigner?: LocalSignerKey | undefined
  readonly networkSwitching: boolean
  readonly allowUnsupportedChain: boolean
  /** WalletConnect-only mode: sessions are basic (`wcBasic`). */
  readonly basic: boolean
  /** WalletConnect, offered when a project id (or a self-hosted relay) is configured. */
  readonly walletConnect?:
    | {
        readonly projectId: string
        readonly relayUrl?: string | undefined
        readonly metadata: { readonly name: string; readonly description: string; readonly url: string; readonly icons: ReadonlyArray<string> }
        readonly storagePrefix: string
        readonly authenticate?: boolean | undefined
      }
    | undefined
}

export interface WalletConnectAttempt {
  /** The directory wallet the user picked, remembered as recent on success. */
  readonly wallet?: DirectoryWallet | undefined
  /** The deep link opened for a mobile wallet, when there was one. */
  readonly linking?: { readonly name: string; readonly href: string } | undefined
}

const ConnectorIds = Schema.Record(Schema.String, Schema.String)
const Linking = Schema.Struct({ name: Schema.String, href: Schema.String })

/** How long a silent reconnect waits for a remembered injected wallet to announce itself. */
export const RECONNECT_ANNOUNCE_WAIT_MS = 1_000

const explorerUrl = (network: CaipNetwork | undefined, address: string) => {
  const explorer = network?.blockExplorers?.["default"]
  return explorer === undefined ? undefined : `${explorer.url.replace(/\/$/, "")}/address/${address}`
}

/**
 * Connecting wallets for eip155 (SPEC §4): connectors, sessions, status per
 * namespace, network switching, disconnect, and silent reconnect on reload.
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
    readonly session: (namespace: ChainNamespace) => WalletSession | undefined
    /** Adds a connector (WalletConnect registers itself this way). */
    readonly register: (implementation: ConnectorImplementation) => Effect.Effect<void>
  }
>()("gangway/Connection") {
  static layer(options: ConnectionOptions) {
    return Layer.effect(
      Connection,
      Effect.gen(function* () {
        const chains = yield* Chains
        const modal = yield* Modal
        const platform = yield* Platform
        const storage = yield* Storage
        const analytics = yield* Analytics
        const signIn = yield* SignIn
        const withStorage = Effect.provideService(Storage, storage)
        // Wallet events arrive outside any fiber; their handling runs in the client's scope.
        const runInScope = yield* FiberSet.makeRuntime<never>()
        const store = makeStore<ConnectionStoreState>(
          initialConnectionStoreFor({ ...options, projectId: options.walletConnect?.projectId })
        )

        const registry = new Map<string, ConnectorImplementation>()
        let injected: ReadonlyArray<ConnectorImplementation> = []
        const announced = new Set<(id: string) => void>()
        const publish = () =>
          store.update((state) => ({ ...state, connectors: [...registry.values()].map((impl) => impl.connector) }))

        const register = (implementation: ConnectorImplementation) =>
          Effect.suspend(() => {
            registry.set(implementation.connector.id, implementation)
            return publish()
          })

        if (options.localSigner !== undefined) {
          yield* register(localSignerConnector(options.localSigner, options.networks))
        }
        if (options.walletConnect !== undefined) {
          const walletConnect = walletConnectConnector({
            ...options.walletConnect,
            networks: options.networks,
            storage: keyValueStorage(storage)
          })
          yield* register(walletConnect)
          yield* Effect.addFinalizer(() => Effect.promise(walletConnect.shutdown))
        }
        const stopDiscovery = discoverInjected((found) => {
          for (const old of injected) registry.delete(old.connector.id)
          injected = found
          for (const impl of found) registry.set(impl.connector.id, impl)
          Effect.runSync(publish())
          for (const notify of announced) for (const impl of found) notify(impl.connector.id)
        })
        yield* Effect.addFinalizer(() => Effect.sync(stopDiscovery))

        const sessions = new Map<ChainNamespace, { session: WalletSession; stop: () => void }>()
        yield* Effect.addFinalizer(() =>
          Effect.sync(() => {
            for (const { stop } of sessions.values()) stop()
            sessions.clear()
          })
        )

        const networkFor = (chainId: number) =>
          options.networks.find((network) => network.chainNamespace === "eip155" && Number(network.id) === chainId)

        const defaultEip155Network = () => {
          const active = chains.store.get().activeCaipNetwork
          return active?.chainNamespace === "eip155" ? active : options.networks.find((n) => n.chainNamespace === "eip155")
        }

        const applyChain = (chainId: number) =>
          Effect.gen(function* () {
            const network = networkFor(chainId)
            if (network !== undefined) {
              yield* store.update((state) => ({ ...state, unsupportedChainId: undefined }))
              yield* chains.setActiveNetwork(network)
              yield* withStorage(writeText(StorageKeys.activeCaipNetworkId, network.caipNetworkId))
              return
            }
            yield* store.update((state) => ({ ...state, unsupportedChainId: chainId }))
            // SPEC §2: only when switching is on, unsupported chains are not allowed, and no basic WC session.
            if (options.networkSwitching && !options.allowUnsupportedChain && !store.get().wcBasic) {
              yield* modal.open({ view: "UnsupportedChain" })
            }
          })

        const applyAccounts = (session: WalletSession, accounts: ReadonlyArray<Address>, chainId: number) => {
          const address = accounts[0]
          if (address === undefined) return Effect.void
          const network = networkFor(chainId)
          return chains.patchAccount("eip155", {
            status: "connected",
            address,
            caipAddress: `eip155:${chainId}:${address}`,
            allAccounts: accounts.map((item) => ({ namespace: "eip155", address: item, type: "eoa" })),
            addressExplorerUrl: explorerUrl(network, address),
            connectedWalletInfo: {
              name: session.connector.name,
              ...(session.connector.imageUrl === undefined ? {} : { icon: session.connector.imageUrl }),
              type: session.connector.type,
              ...(session.connector.info?.rdns === undefined ? {} : { rdns: session.connector.info.rdns })
            }
          })
        }

        const forget = (namespace: ChainNamespace) =>
          Effect.gen(function* () {
            const entry = sessions.get(namespace)
            entry?.stop()
            sessions.delete(namespace)
            yield* chains.resetAccount(namespace)
            yield* store.update((state) => {
              const { [namespace]: _removed, ...rest } = state.activeConnectorIds
              return { ...state, activeConnectorIds: rest, unsupportedChainId: undefined }
            })
          })

        const onSessionEvent = (session: WalletSession) => (event: SessionEvent) => {
          const handle = Effect.gen(function* () {
            if (event.type === "accountsChanged") {
              if (event.accounts.length === 0) return yield* forget("eip155")
              const chainId = Number((chains.activeAccount()?.caipAddress ?? "").split(":")[1] ?? session.chainId)
              return yield* applyAccounts(session, event.accounts, chainId)
            }
            if (event.type === "chainChanged") {
              const address = chains.activeAccount()?.address
              if (address !== undefined) {
                yield* applyAccounts(session, [address as Address], event.chainId)
              }
              return yield* applyChain(event.chainId)
            }
            yield* forget("eip155")
            yield* withStorage(removeKey(StorageKeys.connectedConnectorIds))
          })
          runInScope(handle)
        }

        const adopt = (session: WalletSession) =>
          Effect.gen(function* () {
            const previous = sessions.get("eip155")
            previous?.stop()
            // Another wallet replaces the connected one: the old session is ended, not left open in its wallet.
            if (previous !== undefined && previous.session !== session) yield* Effect.ignore(previous.session.disconnect())
            const stop = session.listen(onSessionEvent(session))
            sessions.set("eip155", { session, stop })
            yield* applyAccounts(session, session.accounts, session.chainId)
            yield* store.update((state) => ({
              ...state,
              status: "connected",
              activeConnectorIds: { ...state.activeConnectorIds, eip155: session.connector.id }
            }))
            yield* applyChain(session.chainId)
            yield* withStorage(
              Effect.all([
                writeJson(StorageKeys.connectedConnectorIds, ConnectorIds, { eip155: session.connector.id }),
                writeText(StorageKeys.activeNamespace, "eip155")
              ])
            )
          })

        const implementationOf = (connectorId: string) =>
          Effect.suspend(() => {
            const implementation = registry.get(connectorId)
            return implementation === undefined
              ? Effect.fail(new ConnectorNotFound({ connectorId }))
              : Effect.succeed(implementation)
          })

        const showUri = (uri: string) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            yield* store.update((state) => ({
              ...state,
              wcUri: uri,
              wcPairingExpiry: pairingExpiryFrom(now),
              wcError: false,
              buffering: false
            }))
          })

        /** The WalletConnect attempt waiting for the wallet, if any. */
        let pendingPairing: Fiber.Fiber<WalletSession, WalletError> | undefined

        /** Stops waiting for the pending WalletConnect pairing; its `connect` fails with 'Request was aborted'. */
        const abandonPairing = Effect.suspend(() => {
          const pending = pendingPairing
          pendingPairing = undefined
          return pending === undefined ? Effect.void : Fiber.interrupt(pending)
        })

        const startSession = (implementation: ConnectorImplementation, network: CaipNetwork) => {
          // Another wallet chosen: the QR code shown so far no longer applies.
          if (implementation.connector.id !== WALLETCONNECT_ID) {
            return Effect.andThen(abandonPairing, implementation.connect({ network }))
          }
          return Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const { wcUri, wcPairingExpiry } = store.get()
            // SPEC §4: on Telegram and iOS Safari, leaving for the wallet can reload the page's
            // context, so an attempt in flight (or its URI, while valid) is reused, not replaced.
            const reusable =
              (platform.isTelegram || platform.isSafariIos) &&
              pendingPairing !== undefined &&
              wcUri !== undefined &&
              !isPairingExpired(wcPairingExpiry, now)
            if (!reusable) {
              yield* abandonPairing
              // Buffering: the SDK loads and creates the pairing; the URI ends it.
              yield* store.update((state) => ({ ...state, buffering: true }))
              pendingPairing = runInScope(
                implementation.connect({ network, onDisplayUri: (uri) => void runInScope(showUri(uri)) })
              )
            }
            const attempt = pendingPairing as Fiber.Fiber<WalletSession, WalletError>
            const exit = yield* Fiber.await(attempt)
            if (pendingPairing === attempt) pendingPairing = undefined
            if (Exit.isSuccess(exit)) return exit.value
            // Replaced by a newer attempt, or cancelled: a typed outcome, not a bare interruption.
            if (Cause.hasInterruptsOnly(exit.cause)) return yield* new RequestAborted()
            return yield* Effect.failCause(exit.cause)
          })
        }

        /** The directory wallet picked (and deep link opened) while a pairing waits. */
        let chosenWallet: WalletConnectAttempt | undefined
        const chooseWallet = (choice: WalletConnectAttempt) =>
          Effect.suspend(() => {
            chosenWallet = choice
            return store.update((state) => ({ ...state, ...(choice.linking === undefined ? {} : { wcLinking: choice.linking }) }))
          })

        const resetWalletConnect = () =>
          Effect.gen(function* () {
            chosenWallet = undefined
            yield* store.update((state) => {
              const { wcUri: _uri, wcPairingExpiry: _expiry, wcLinking: _linking, recentWallet: _recent, ...rest } = state
              return { ...rest, status: "disconnected" as const }
            })
            yield* withStorage(removeKey(StorageKeys.deepLink))
          })

        const connect = Effect.fn("Connection.connect")(function* (connectorId: string, attempt?: WalletConnectAttempt) {
          const implementation = yield* implementationOf(connectorId)
          const network = defaultEip155Network()
          if (network === undefined) return yield* new MissingNetwork({ caipNetworkId: "eip155" })
          yield* chains.patchAccount("eip155", { status: "connecting" })
          yield* store.update((state) => ({ ...state, status: "connecting", wcError: false }))
          const session = yield* startSession(implementation, network).pipe(
            // Whatever ended the attempt (refusal, abort, interruption), the state is as it was.
            Effect.onError(() =>
              Effect.all([
                chains.patchAccount("eip155", { status: sessions.has("eip155") ? "connected" : "disconnected" }),
                store.update((state) => ({
                  ...state,
                  status: sessions.size > 0 ? "connected" : "disconnected",
                  buffering: false,
                  wcError: connectorId === WALLETCONNECT_ID
                }))
              ])
            )
          )
          yield* adopt(session)
          if (session.signIn !== undefined) {
            yield* signIn.setSessions([...signIn.store.get().sessions, session.signIn])
          }
          yield* analytics.track(
            {
              event: "CONNECT_SUCCESS",
              properties: { method: connectMethodOf(implementation.connector, attempt ?? chosenWallet), name: implementation.connector.name }
            },
            { address: session.accounts[0] }
          )
          if (connectorId === WALLETCONNECT_ID) {
            const choice = attempt ?? chosenWallet
            chosenWallet = undefined
            // Finalising: remember the deep link and the wallet for next time.
            if (choice?.linking !== undefined) {
              yield* withStorage(writeJson(StorageKeys.deepLink, Linking, choice.linking))
            }
            if (choice?.wallet !== undefined) yield* withStorage(rememberRecentWallet(choice.wallet))
            yield* store.update((state) => ({
              ...state,
              ...(choice?.linking === undefined ? {} : { wcLinking: choice.linking }),
              ...(choice?.wallet === undefined ? {} : { recentWallet: choice.wallet })
            }))
          }
          if (modal.store.get().open && chains.store.get().activeNamespace === "eip155" && store.get().unsupportedChainId === undefined) {
            yield* modal.close()
          }
        })

        const disconnect = Effect.fn("Connection.disconnect")(function* (namespace?: ChainNamespace) {
          const targets = [...sessions.entries()].filter(([ns, { session }]) => {
            if (namespace === undefined || ns === namespace) return true
            // Disconnecting a WalletConnect or auth connector ends every namespace of the same kind.
            const kind = sessions.get(namespace)?.session.connector.type
            return (kind === "WALLET_CONNECT" || kind === "AUTH") && session.connector.type === kind
          })
          const address = chains.activeAccount()?.address
          for (const [ns, { session }] of targets) {
            yield* session.disconnect().pipe(
              Effect.catchCause((cause) => Effect.fail(new DisconnectFailed({ details: String(cause) }))),
              Effect.tapError(() => analytics.track({ event: "DISCONNECT_ERROR" }, { address }))
            )
            yield* forget(ns)
          }
          if (targets.length > 0) yield* analytics.track({ event: "DISCONNECT_SUCCESS" }, { address })
          yield* store.update((state) => ({
            ...initialConnectionState,
            wcBasic: state.wcBasic,
            connectors: state.connectors,
            activeConnectorIds: state.activeConnectorIds,
            unsupportedChainId: undefined
          }))
          yield* withStorage(
            Effect.all([removeKey(StorageKeys.connectedConnectorIds), removeKey(StorageKeys.deepLink)])
          )
        })

        const switchNetwork = Effect.fn("Connection.switchNetwork")(function* (caipNetworkId: string) {
          const network = options.networks.find((item) => item.caipNetworkId === caipNetworkId)
          if (network === undefined) return yield* new MissingNetwork({ caipNetworkId })
          const session = sessions.get(network.chainNamespace)?.session
          if (session !== undefined) yield* session.switchChain(network)
          yield* store.update((state) => ({ ...state, unsupportedChainId: undefined }))
          yield* chains.setActiveNetwork(network)
          const address = chains.activeAccount()?.address
          if (session !== undefined && address !== undefined) {
            yield* applyAccounts(session, [address as Address], Number(network.id))
          }
          yield* withStorage(
            Effect.all([
              writeText(StorageKeys.activeCaipNetworkId, network.caipNetworkId),
              writeText(StorageKeys.activeNamespace, network.chainNamespace)
            ])
          )
          yield* analytics.track({ event: "SWITCH_NETWORK", properties: { network: network.caipNetworkId } }, { address })
        })

        /** Waits (on the Clock) for a remembered injected wallet to announce itself. */
        const awaitConnector = (connectorId: string) =>
          Effect.gen(function* () {
            if (registry.has(connectorId)) return true
            const arrived = yield* Deferred.make<void>()
            const notify = (id: string) => {
              if (id === connectorId) Deferred.doneUnsafe(arrived, Effect.void)
            }
            announced.add(notify)
            const found = yield* Deferred.await(arrived).pipe(
              Effect.timeoutOption(RECONNECT_ANNOUNCE_WAIT_MS),
              Effect.map(Option.isSome),
              Effect.ensuring(Effect.sync(() => announced.delete(notify)))
            )
            return found || registry.has(connectorId)
          })

        const reconnect = Effect.fn("Connection.reconnect")(function* () {
          const savedNetwork = yield* withStorage(readText(StorageKeys.activeCaipNetworkId))
          const network = Option.flatMap(savedNetwork, (id) =>
            Option.fromNullishOr(options.networks.find((item) => item.caipNetworkId === id))
          )
          if (Option.isSome(network)) yield* chains.setActiveNetwork(network.value)
          const saved = yield* withStorage(readJson(StorageKeys.connectedConnectorIds, ConnectorIds))
          const connectorId = Option.getOrUndefined(saved)?.["eip155"]
          if (connectorId === undefined) return false
          if (!(yield* awaitConnector(connectorId))) return false
          const implementation = registry.get(connectorId)
          const target = defaultEip155Network()
          if (implementation === undefined || target === undefined) return false
          yield* chains.patchAccount("eip155", { status: "reconnecting" })
          const session = yield* implementation.reconnect({ network: target }).pipe(
            Effect.catch(() => Effect.succeed(undefined))
          )
          if (session === undefined) {
            yield* chains.patchAccount("eip155", { status: "disconnected" })
            return false
          }
          yield* adopt(session)
          return true
        })

        // Closing the modal while its QR code waits means the user gave up on that pairing.
        let modalWasOpen = modal.store.get().open
        const stopFollowingModal = modal.store.subscribe(({ open }) => {
          if (modalWasOpen && !open && pendingPairing !== undefined) runInScope(abandonPairing)
          modalWasOpen = open
        })
        yield* Effect.addFinalizer(() => Effect.sync(stopFollowingModal))

        return {
          store,
          connect,
          disconnect,
          switchNetwork,
          reconnect,
          resetWalletConnect,
          chooseWallet,
          cancelConnect: () =>
            Effect.andThen(abandonPairing, store.update((state) => ({ ...state, buffering: false }))),
          session: (namespace) => sessions.get(namespace)?.session,
          register
        }
      })
    )
  }
}

/** How the user connected, as analytics reports it: a deep link is `mobile`, a scanned QR `qrcode`. */
const connectMethodOf = (connector: Connector, attempt: WalletConnectAttempt | undefined) => {
  if (connector.id === WALLETCONNECT_ID) return attempt?.linking === undefined ? ("qrcode" as const) : ("mobile" as const)
  return connector.type === "ANNOUNCED" ? ("browser" as const) : ("injected" as const)
}

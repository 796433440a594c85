import { Effect, Layer, ManagedRuntime, Result, Schema } from "effect"
import {
  GangwayOptions,
  resolveConnectMethodsOrder,
  resolveFeatures,
  type ConnectMethod,
  type ResolvedFeatures
} from "./config.js"
import type { LocalSignerKey } from "./connectors/local-signer.js"
import { Chains, type ChainsState } from "./controllers/chain.js"
import { Connection, type ConnectionStoreState } from "./controllers/connection.js"
import { Modal, type ModalState, type OpenOptions } from "./controllers/modal.js"
import { Router, type RouterState } from "./controllers/router.js"
import { SignIn, type SignInState } from "./controllers/sign-in.js"
import { resolveTheme, Theme, type ThemeTokens } from "./controllers/theme.js"
import { Toast, type ToastState, type ToastVariant } from "./controllers/toast.js"
import type { RouterData, View } from "./controllers/views.js"
import type { ThemeMode, ThemeState, ThemeVariables } from "./domain/theme.js"
import { InvalidInput } from "./errors.js"
import { Platform, type PlatformInfo } from "./services/platform/platform.js"
import { Storage, type StorageBackend } from "./services/storage/storage.js"
import { structurallyEqual } from "./state/equal.js"
import type { Store } from "./state/store.js"

/** Everything a UI renders, as one immutable snapshot. */
export interface GangwayState {
  readonly router: RouterState
  readonly modal: ModalState
  readonly toast: ToastState
  readonly theme: ThemeState
  readonly themeTokens: ThemeTokens
  readonly chains: ChainsState
  readonly connection: ConnectionStoreState
  readonly signIn: SignInState
}

/** Options that are live objects rather than data. */
export interface GangwayEnvironment {
  /** Where state persists: the browser's localStorage (default), memory, or any backend. */
  readonly storage?: "browser" | "memory" | StorageBackend | undefined
  /** Override platform detection (tests, native shells). */
  readonly platform?: PlatformInfo | undefined
  /** Offer a local signer (CLI, tests). Never set this in a public web page. */
  readonly localSigner?: LocalSignerKey | undefined
}

export type CreateGangwayOptions = Schema.Codec.Encoded<typeof GangwayOptions> & GangwayEnvironment

export type GangwayServices = Router | Modal | Toast | Theme | Chains | SignIn | Connection | Storage | Platform

export interface GangwayClient {
  readonly options: GangwayOptions
  readonly features: ResolvedFeatures
  readonly connectMethodsOrder: ReadonlyArray<ConnectMethod>
  readonly getState: () => GangwayState
  /**
   * Calls `listener` when `selector(state)` changes structurally, with the new
   * and previous selection. Returns the function that unsubscribes.
   */
  readonly subscribe: <A>(selector: (state: GangwayState) => A, listener: (next: A, previous: A) => void) => () => void
  readonly open: (options?: OpenOptions) => Promise<void>
  readonly close: () => Promise<boolean>
  readonly back: () => Promise<void>
  readonly navigate: (view: View, data?: RouterData) => Promise<void>
  readonly showToast: (variant: ToastVariant, message: string) => Promise<void>
  readonly setThemeMode: (mode: ThemeMode) => Promise<void>
  readonly setThemeVariables: (variables: ThemeVariables) => Promise<void>
  /** Connects the connector with this id; rejects with a typed `WalletError`. */
  readonly connect: (connectorId: string) => Promise<void>
  readonly disconnect: () => Promise<void>
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
  /** Settles once the session remembered in storage is restored (or found gone). */
  readonly ready: Promise<boolean>
  /** For Effect users: run effects against this client's services. */
  readonly runtime: ManagedRuntime.ManagedRuntime<GangwayServices, never>
  /** Releases fibers, timers and listeners. The client is unusable afterwards. */
  readonly destroy: () => Promise<void>
}

const decodeOptions = Schema.decodeUnknownResult(GangwayOptions)

const storageLayer = (storage: GangwayEnvironment["storage"]): Layer.Layer<Storage> => {
  if (storage === undefined || storage === "browser") return Storage.layerBrowser
  if (storage === "memory") return Storage.layerMemory
  return Storage.layerBackend(storage)
}

/** The layer behind a client, for Effect users who compose their own runtime. */
export const gangwayLayer = (options: GangwayOptions, environment: GangwayEnvironment = {}) => {
  const adapters = options.adapters ?? [...new Set(options.networks.map((network) => network.chainNamespace))]
  const base = Layer.mergeAll(
    Router.layer,
    Toast.layer,
    Theme.layer({ themeMode: options.themeMode ?? "dark", themeVariables: options.themeVariables ?? {} }),
    Chains.layer(options.networks, options.defaultNetwork),
    SignIn.layer({ required: options.siwx?.required ?? false }),
    storageLayer(environment.storage),
    environment.platform === undefined ? Platform.layerDetect : Platform.layer(environment.platform)
  )
  const connection = Connection.layer({
    networks: options.networks,
    localSigner: environment.localSigner,
    networkSwitching: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false
  })
  return Layer.provideMerge(connection, Layer.provideMerge(Modal.layer({ adapters }), base))
}

/**
 * Creates an independent client: two clients in one page share nothing.
 * Invalid options throw an `InvalidInput` naming the problem.
 */
export const createGangway = (input: CreateGangwayOptions): GangwayClient => {
  const { storage, platform, localSigner, ...data } = input
  const decoded = decodeOptions(data)
  if (Result.isFailure(decoded)) {
    throw new InvalidInput({ field: "options", reason: decoded.failure.message })
  }
  const options = decoded.success
  if (
    options.defaultNetwork !== undefined &&
    !options.networks.some((network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId)
  ) {
    throw new InvalidInput({ field: "defaultNetwork", reason: "it must be one of the configured networks" })
  }

  const runtime = ManagedRuntime.make(gangwayLayer(options, { storage, platform, localSigner }))
  const services = runtime.runSync(
    Effect.all({
      router: Router,
      modal: Modal,
      toast: Toast,
      theme: Theme,
      chains: Chains,
      signIn: SignIn,
      connection: Connection
    })
  )
  const stores: ReadonlyArray<Pick<Store<unknown>, "subscribe">> = [
    services.router.store,
    services.modal.store,
    services.toast.store,
    services.theme.store,
    services.chains.store,
    services.connection.store,
    services.signIn.store
  ]

  let snapshot: GangwayState | undefined
  const getState = (): GangwayState => {
    const router = services.router.store.get()
    const modal = services.modal.store.get()
    const toast = services.toast.store.get()
    const theme = services.theme.store.get()
    const chains = services.chains.store.get()
    const signIn = services.signIn.store.get()
    const connection = services.connection.store.get()
    const last = snapshot
    // Same slices, same snapshot object: React's useSyncExternalStore relies on it.
    if (
      last !== undefined &&
      last.router === router &&
      last.modal === modal &&
      last.toast === toast &&
      last.theme === theme &&
      last.chains === chains &&
      last.connection === connection &&
      last.signIn === signIn
    ) {
      return last
    }
    snapshot = { router, modal, toast, theme, themeTokens: resolveTheme(theme), chains, connection, signIn }
    return snapshot
  }

  const unsubscribers = new Set<() => void>()
  const subscribe: GangwayClient["subscribe"] = (selector, listener) => {
    let previous = selector(getState())
    const onChange = () => {
      const next = selector(getState())
      if (structurallyEqual(next, previous)) return
      const before = previous
      previous = next
      listener(next, before)
    }
    const detach = stores.map((store) => store.subscribe(onChange))
    const unsubscribe = () => {
      for (const off of detach) off()
      unsubscribers.delete(unsubscribe)
    }
    unsubscribers.add(unsubscribe)
    return unsubscribe
  }

  const run = <A, E>(effect: Effect.Effect<A, E, GangwayServices>) => runtime.runPromise(effect)
  const ready = run(services.connection.reconnect())

  return {
    options,
    features: resolveFeatures(options),
    connectMethodsOrder: resolveConnectMethodsOrder(options),
    getState,
    subscribe,
    open: (openOptions) => run(services.modal.open(openOptions)),
    close: () => run(services.modal.close()),
    back: () => run(services.modal.back()),
    navigate: (view, data) => run(services.router.push(view, data)),
    showToast: (variant, message) => run(services.toast.show(variant, message)),
    setThemeMode: (mode) => run(services.theme.setThemeMode(mode)),
    setThemeVariables: (variables) => run(services.theme.setThemeVariables(variables)),
    connect: (connectorId) => run(services.connection.connect(connectorId)),
    disconnect: () => run(services.connection.disconnect()),
    switchNetwork: (caipNetworkId) => run(services.connection.switchNetwork(caipNetworkId)),
    ready,
    runtime,
    destroy: async () => {
      for (const unsubscribe of [...unsubscribers]) unsubscribe()
      await ready.catch(() => false)
      await runtime.dispose()
    }
  }
}

import { Effect, ManagedRuntime, Result, Schema } from "effect"
import { GangwayOptions } from "./config.js"
import { resolveConnectMethodsOrder, resolveFeatures } from "./state/resolved-options.js"
import { Balances } from "./controllers/balances.js"
import { Chains } from "./controllers/chain.js"
import { History } from "./controllers/history.js"
import { FollowChain } from "./controllers/follow-chain.js"
import { Nfts } from "./controllers/nfts.js"
import { Send } from "./controllers/send.js"
import { Connection } from "./controllers/connection.js"
import { Modal } from "./controllers/modal.js"
import { Router } from "./controllers/router.js"
import { SignIn } from "./controllers/sign-in.js"
import { WalletRequests } from "./controllers/wallet-requests.js"
import { withRpcCode } from "./provider/request-error-code.js"
import { resolveTheme, Theme } from "./controllers/theme.js"
import { Toast } from "./controllers/toast.js"
import { toCaipNetwork, type NetworkInput } from "./domain/network-input.js"
import { InvalidInput } from "./errors.js"
import { Analytics } from "./services/analytics/analytics.js"
import { DataApi } from "./services/data-api/data-api.js"
import { Platform } from "./services/platform/platform.js"
import { WalletDirectory } from "./services/wallet-directory/wallet-directory.js"
import { connectWallets, searchWalletsTracked } from "./controllers/directory.js"
import { clientLogs, Logs } from "./services/logger/logs.js"
import { structurallyEqual } from "./state/equal.js"
import type { Store } from "./controllers/store.js"
import { providerGetter } from "./provider/get-provider.js"
import { promised } from "./promised.js"
import { gangwayLayer, type GangwayServices } from "./client-layer.js"
import { Auth } from "./controllers/auth/auth.js"
import { clientNamespaces } from "./client-facade.js"
import { flatAliases } from "./client-aliases.js"
import type { GangwayClient } from "./client-api.js"
import type { CreateGangwayOptions } from "./create-options.js"
import type { GangwayState } from "./state/gangway-state.js"

export type { Promised } from "./promised.js"
export { gangwayLayer, type GangwayServices } from "./client-layer.js"
export type { CreateGangwayOptions, GangwayEnvironment } from "./create-options.js"

export type { GangwayClient } from "./client-api.js"
export type { ClientNamespaces, SendNamespace } from "./client-namespaces.js"
export { flatAliasTargets, type FlatAliases } from "./client-aliases.js"
export type { GangwayState } from "./state/gangway-state.js"

const decodeOptions = Schema.decodeUnknownResult(GangwayOptions)
const isObject = (value: unknown): value is NetworkInput => typeof value === "object" && value !== null

/**
 * Creates an independent client: two clients in one page share nothing.
 * Invalid options throw an `InvalidInput` naming the problem.
 */
export const createGangway = (input: CreateGangwayOptions): GangwayClient => {
  const { storage, platform, localSigner, sdkFlavor, analyticsPage, authFrameHost, networks, defaultNetwork, ...data } =
    input
  const decoded = decodeOptions({
    ...data,
    // Not an array, or not networks: the schema says what is wrong.
    networks: Array.isArray(networks)
      ? networks.map((network) => (isObject(network) ? toCaipNetwork(network) : network))
      : networks,
    ...(defaultNetwork === undefined
      ? {}
      : { defaultNetwork: isObject(defaultNetwork) ? toCaipNetwork(defaultNetwork) : defaultNetwork })
  })
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
  if (options.basic === true && options.projectId === undefined) {
    throw new InvalidInput({ field: "basic", reason: "basic mode pairs over WalletConnect, which needs a projectId" })
  }

  const runtime = ManagedRuntime.make(
    gangwayLayer(options, { storage, platform, localSigner, sdkFlavor, analyticsPage, authFrameHost })
  )
  const services = runtime.runSync(
    Effect.all({
      router: Router,
      modal: Modal,
      toast: Toast,
      theme: Theme,
      chains: Chains,
      signIn: SignIn,
      connection: Connection,
      dataApi: DataApi,
      walletDirectory: WalletDirectory,
      walletRequests: WalletRequests,
      balances: Balances,
      history: History,
      followChain: FollowChain,
      nfts: Nfts,
      send: Send,
      analytics: Analytics,
      platform: Platform,
      logs: Logs,
      auth: Auth
    })
  )
  // Each slice of the state and the store it comes from; a new slice is one line here.
  const slices: { readonly [K in Exclude<keyof GangwayState, "themeTokens">]: Store<GangwayState[K]> } = {
    router: services.router.store,
    modal: services.modal.store,
    toast: services.toast.store,
    theme: services.theme.store,
    chains: services.chains.store,
    connection: services.connection.store,
    signIn: services.signIn.store,
    requests: services.walletRequests.store,
    balances: services.balances.store,
    send: services.send.store,
    history: services.history.store,
    nfts: services.nfts.store,
    auth: services.auth.store
  }
  const stores: ReadonlyArray<Pick<Store<unknown>, "get" | "subscribe">> = Object.values(slices)

  let snapshot: GangwayState | undefined
  const getState = (): GangwayState => {
    const last = snapshot
    // Same slices, same snapshot object: React's useSyncExternalStore relies on it.
    if (
      last !== undefined &&
      Object.entries<Pick<Store<unknown>, "get">>(slices).every(
        ([key, store]) => last[key as keyof GangwayState] === store.get()
      )
    ) {
      return last
    }
    const current = Object.fromEntries(
      Object.entries<Pick<Store<unknown>, "get">>(slices).map(([key, store]) => [key, store.get()])
    ) as Omit<GangwayState, "themeTokens">
    snapshot = { ...current, themeTokens: resolveTheme(current.theme) }
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

  const namespaces = clientNamespaces(
    run,
    { watchBalances: services.followChain.watch, showFrame: services.auth.showFrame },
    () => client
  )
  const client: GangwayClient = {
    ...namespaces,
    ...flatAliases(namespaces),
    options,
    features: resolveFeatures(options),
    connectMethodsOrder: resolveConnectMethodsOrder(options),
    platform: services.platform,
    getState,
    subscribe,
    request: (method, params) => run(services.walletRequests.request(method, params)).catch(withRpcCode),
    getProvider: (namespace) => providers(namespace),
    onEvent: (listener) => {
      const stop = services.analytics.listen((event, context) => listener(event, context.address))
      unsubscribers.add(stop)
      return () => {
        stop()
        unsubscribers.delete(stop)
      }
    },
    dataApi: promised(services.dataApi, run),
    walletDirectory: {
      ...promised(services.walletDirectory, run),
      searchWallets: (params) => run(searchWalletsTracked(params)),
      connectWallets: (params) => run(connectWallets(params))
    },
    ...clientLogs(services.logs),
    ready,
    runtime,
    destroy: async () => {
      for (const unsubscribe of [...unsubscribers]) unsubscribe()
      await ready.catch(() => false)
      await runtime.dispose()
    }
  }
  const providers = providerGetter(() => client)
  return client
}

import { Effect, ManagedRuntime, Result, Schema } from "effect"
import { GangwayOptions, type ConnectMethod } from "./config.js"
import { resolveConnectMethodsOrder, resolveFeatures, type ResolvedFeatures } from "./state/resolved-options.js"
import { Balances, type BalancesState, type RefreshBalancesOptions } from "./controllers/balances.js"
import { Chains, type ChainsState } from "./controllers/chain.js"
import { History, type HistoryState } from "./controllers/history.js"
import { FollowChain } from "./controllers/follow-chain.js"
import { Nfts, type NftsState } from "./controllers/nfts.js"
import { Profile, type AccountIdentity } from "./controllers/identity.js"
import { Send, type SendFields, type SendOptions, type SendPreview, type SendResult, type SendStoreState } from "./controllers/send.js"
import type { TokenBalance } from "./domain/token-balance.js"
import { Connection, type ConnectionStoreState, type WalletConnectAttempt } from "./controllers/connection.js"
import { Modal, type ModalState, type OpenOptions } from "./controllers/modal.js"
import { Router, type RouterState } from "./controllers/router.js"
import { SignIn, type SignInState } from "./controllers/sign-in.js"
import { SignInFlow } from "./siwx/flow.js"
import { WalletRequests, type WalletRequestsState } from "./controllers/wallet-requests.js"
import { withRpcCode } from "./provider/request-error-code.js"
import { resolveTheme, Theme, type ThemeTokens } from "./controllers/theme.js"
import { Toast, type ToastState, type ToastVariant } from "./controllers/toast.js"
import type { RouterData, View } from "./controllers/views.js"
import type { ThemeMode, ThemeState, ThemeVariables } from "./domain/theme.js"
import type { ChainNamespace } from "./domain/namespace.js"
import { toCaipNetwork, type NetworkInput } from "./domain/network-input.js"
import { InvalidInput } from "./errors.js"
import { Analytics } from "./services/analytics/analytics.js"
import type { AnalyticsEvent } from "./services/analytics/events.js"
import { DataApi, type DataApiShape } from "./services/data-api/data-api.js"
import { Platform, type PlatformInfo } from "./services/platform/platform.js"
import { WalletDirectory, type WalletDirectoryShape } from "./services/wallet-directory/wallet-directory.js"
import { connectWallets, searchWalletsTracked, type ConnectWallets, type ConnectWalletsParams } from "./controllers/directory.js"
import { clientLogs, Logs, type ClientLogs } from "./services/logger/logs.js"
import { structurallyEqual } from "./state/equal.js"
import type { Store } from "./state/store.js"
import type { NamespaceProviders, ProviderNamespace } from "./provider/eip1193-types.js"
import { providerGetter } from "./provider/get-provider.js"
import { promised, type Promised } from "./promised.js"
import type { SignInActions } from "./controllers/connection/modal-hooks.js"
import { gangwayLayer, type GangwayEnvironment, type GangwayServices } from "./client-layer.js"
import { Auth } from "./controllers/auth/auth.js"
import type { AuthState } from "./controllers/auth/auth-state.js"
import type { AuthActions } from "./controllers/auth/auth-actions.js"

export type { Promised } from "./promised.js"
export { gangwayLayer, type GangwayEnvironment, type GangwayServices } from "./client-layer.js"

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
  readonly requests: WalletRequestsState
  readonly balances: BalancesState
  readonly send: SendStoreState
  readonly history: HistoryState
  readonly nfts: NftsState
  readonly auth: AuthState
}


/**
 * What `createGangway` takes: the options of `GangwayOptions`, with networks given as CAIP
 * networks or as EVM chain definitions (viem's `Chain` objects as they are), and the environment.
 */
export type CreateGangwayOptions = Omit<Schema.Codec.Encoded<typeof GangwayOptions>, "networks" | "defaultNetwork"> & {
  readonly networks: readonly [NetworkInput, ...Array<NetworkInput>]
  readonly defaultNetwork?: NetworkInput | undefined
} & GangwayEnvironment


export interface GangwayClient extends ClientLogs, SignInActions {
  readonly options: GangwayOptions
  readonly features: ResolvedFeatures
  readonly connectMethodsOrder: ReadonlyArray<ConnectMethod>
  /** Where the client runs (mobile, Telegram, iOS Safari): the `platform` given, or what the browser says. */
  readonly platform: PlatformInfo
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
  /**
   * Connects the connector with this id; rejects with a typed `WalletError`. For
   * WalletConnect, `attempt` names the directory wallet picked and the deep link opened,
   * remembered once the wallet approves.
   */
  readonly connect: (connectorId: string, attempt?: WalletConnectAttempt) => Promise<void>
  /** Stops waiting for a WalletConnect pairing: its `connect` rejects with 'Request was aborted'. */
  readonly cancelConnect: () => Promise<void>
  /** Records the wallet the user opened from the directory for the pairing in progress (see `walletLink`). */
  readonly chooseWallet: (choice: WalletConnectAttempt) => Promise<void>
  /** Clears the pairing URI, its expiry, the deep link, recent wallet and transactions (a fresh QR code next time). */
  readonly resetWalletConnect: () => Promise<void>
  /**
   * Ends the session of `namespace` (every session without one). A WalletConnect, auth or
   * multi-chain connector ends all the namespaces connected through it.
   */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<void>
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
  /**
   * An EIP-1193 request through the wallet of the method's namespace (solana_* to the Solana
   * wallet…). Methods outside the allowlist reject with `RpcMethodNotAllowed`; requests that
   * need approval are listed in `getState().requests` while they wait. Every failure is a
   * rejection (never a throw) with its tag and an EIP-1193/1474 `code` (-32600 malformed).
   */
  readonly request: (method: string, params?: unknown) => Promise<unknown>
  /** The standard provider of `namespace` (EIP-1193 for eip155) over whichever wallet connects; see docs/client.md. */
  readonly getProvider: <N extends ProviderNamespace>(namespace: N) => NamespaceProviders[N]
  /** Rejects every pending request that needs approval with 'Request was aborted'. */
  readonly abortRequests: () => Promise<number>
  /**
   * Native and token balances of the active account into `chains` (account) and `balances`;
   * cached 30 s, no retry for 30 s after a failure ('Token Balance Unavailable').
   */
  readonly refreshBalances: (options?: RefreshBalancesOptions) => Promise<ReadonlyArray<TokenBalance>>
  /**
   * Balances and the activity listed follow the chain until the returned function is called
   * (every 4 s on a visible page; the data API only when the chain shows a change or the 30 s
   * cache ends). Watchers share one follower; the React views watch while they show balances.
   */
  readonly watchBalances: () => () => void
  /** The active account's name and avatar (`profileName`, `profileImage`); cached 5 minutes. */
  readonly refreshIdentity: (options?: { readonly force?: boolean }) => Promise<AccountIdentity>
  /** Fills a field of the send form; a receiver may be an address or a registered name. */
  readonly setSendField: <K extends keyof SendFields>(field: K, value: SendFields[K]) => Promise<void>
  /** The gas price and its USD value into the send form. */
  readonly refreshGasPrice: () => Promise<bigint>
  /** Checks the send (optionally filling fields first) and estimates its gas, without sending. */
  readonly previewSend: (options?: SendOptions) => Promise<SendPreview>
  /** Sends the form's token (optionally filling fields first) and waits until it is mined. */
  readonly send: (options?: SendOptions) => Promise<SendResult>
  readonly resetSend: () => Promise<void>
  /** The first page of the active account's transactions on the active chain. */
  readonly fetchTransactions: () => Promise<HistoryState>
  /** The next page, after the cursor; nothing happens after the last page. */
  readonly loadMoreTransactions: () => Promise<HistoryState>
  /**
   * The NFTs the active account holds on the active chain (`nfts`): the ones its
   * history names (spam left out) that the chain says it still owns.
   */
  readonly refreshNfts: () => Promise<NftsState>
  /**
   * Calls `listener` with every event the client tracks (connects, disconnects, network
   * switches, sends, wallet searches…) and the connected address, also when analytics is
   * off. Returns the function that stops listening.
   */
  readonly onEvent: (listener: (event: AnalyticsEvent, address: string | undefined) => void) => () => void
  /** The blockchain-data API (SPEC §7): balances, history, gas, names, swaps, onramp, sessions. */
  readonly dataApi: Promised<DataApiShape>
  /**
   * The wallet directory within the dApp's `featuredWalletIds`, `includeWalletIds` and
   * `excludeWalletIds`: pages, search (tracked as SEARCH_WALLET), recommended and featured
   * wallets, the Connect view's list (`connectWallets`), image URLs.
   */
  /** Email and social login through the secure frame (`auth` option; docs/auth.md). */
  readonly auth: AuthActions
  readonly walletDirectory: Promised<WalletDirectoryShape> & {
    readonly connectWallets: (params?: ConnectWalletsParams) => Promise<ConnectWallets>
  }
  /** Settles once the session remembered in storage is restored (or found gone). */
  readonly ready: Promise<boolean>
  /** For Effect users: run effects against this client's services. */
  readonly runtime: ManagedRuntime.ManagedRuntime<GangwayServices, never>
  /** Releases fibers, timers and listeners. The client is unusable afterwards. */
  readonly destroy: () => Promise<void>
}

const decodeOptions = Schema.decodeUnknownResult(GangwayOptions)
const isObject = (value: unknown): value is NetworkInput => typeof value === "object" && value !== null


/**
 * Creates an independent client: two clients in one page share nothing.
 * Invalid options throw an `InvalidInput` naming the problem.
 */
export const createGangway = (input: CreateGangwayOptions): GangwayClient => {
  const { storage, platform, localSigner, sdkFlavor, analyticsPage, authFrameHost, networks, defaultNetwork, ...data } = input
  const decoded = decodeOptions({
    ...data,
    // Not an array, or not networks: the schema says what is wrong.
    networks: Array.isArray(networks) ? networks.map((network) => (isObject(network) ? toCaipNetwork(network) : network)) : networks,
    ...(defaultNetwork === undefined ? {} : { defaultNetwork: isObject(defaultNetwork) ? toCaipNetwork(defaultNetwork) : defaultNetwork })
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

  const runtime = ManagedRuntime.make(gangwayLayer(options, { storage, platform, localSigner, sdkFlavor, analyticsPage, authFrameHost }))
  const services = runtime.runSync(
    Effect.all({
      router: Router,
      modal: Modal,
      toast: Toast,
      theme: Theme,
      chains: Chains,
      signIn: SignIn,
      signInFlow: SignInFlow,
      connection: Connection,
      dataApi: DataApi,
      walletDirectory: WalletDirectory,
      walletRequests: WalletRequests,
      balances: Balances,
      identity: Profile,
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
    if (last !== undefined && Object.entries<Pick<Store<unknown>, "get">>(slices).every(([key, store]) => last[key as keyof GangwayState] === store.get())) {
      return last
    }
    const current = Object.fromEntries(Object.entries<Pick<Store<unknown>, "get">>(slices).map(([key, store]) => [key, store.get()])) as Omit<
      GangwayState,
      "themeTokens"
    >
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

  const client: GangwayClient = {
    options,
    features: resolveFeatures(options),
    connectMethodsOrder: resolveConnectMethodsOrder(options),
    platform: services.platform,
    getState,
    subscribe,
    open: (openOptions) => run(services.modal.open(openOptions)),
    close: () => run(services.modal.close()),
    back: () => run(services.modal.back()),
    cancelSignIn: () => run(services.modal.cancelSignIn()),
    signIn: () => run(services.signInFlow.signIn()),
    signOut: () => run(services.signInFlow.signOut()),
    navigate: (view, data) => run(services.router.push(view, data)),
    showToast: (variant, message) => run(services.toast.show(variant, message)),
    setThemeMode: (mode) => run(services.theme.setThemeMode(mode)),
    setThemeVariables: (variables) => run(services.theme.setThemeVariables(variables)),
    connect: (connectorId, attempt) => run(services.connection.connect(connectorId, attempt)),
    resetWalletConnect: () => run(Effect.andThen(services.connection.resetWalletConnect(), services.history.reset())),
    chooseWallet: (choice) => run(services.connection.chooseWallet(choice)),
    cancelConnect: () => run(services.connection.cancelConnect()),
    disconnect: (namespace) => run(services.connection.disconnect(namespace)),
    switchNetwork: (caipNetworkId) => run(services.connection.switchNetwork(caipNetworkId)),
    request: (method, params) => run(services.walletRequests.request(method, params)).catch(withRpcCode),
    getProvider: (namespace) => providers(namespace),
    abortRequests: () => run(services.walletRequests.abortPending()),
    refreshBalances: (refreshOptions) => run(services.balances.refresh(refreshOptions)),
    watchBalances: services.followChain.watch,
    refreshIdentity: (identityOptions) => run(services.identity.refresh(identityOptions)),
    setSendField: (field, value) => run(services.send.setField(field, value)),
    refreshGasPrice: () => run(services.send.refreshGasPrice()),
    previewSend: (sendOptions) => run(services.send.preview(sendOptions)),
    send: (sendOptions) => run(services.send.send(sendOptions)),
    resetSend: () => run(services.send.reset()),
    fetchTransactions: () => run(services.history.fetch()),
    loadMoreTransactions: () => run(services.history.loadMore()),
    refreshNfts: () => run(services.nfts.refresh()),
    onEvent: (listener) => {
      const stop = services.analytics.listen((event, context) => listener(event, context.address))
      unsubscribers.add(stop)
      return () => {
        stop()
        unsubscribers.delete(stop)
      }
    },
    auth: {
      connectEmail: (email) => run(services.auth.connectEmail(email)),
      submitOtp: (otp) => run(services.auth.submitOtp(otp)),
      connectSocial: (provider, popup) => run(services.auth.connectSocial(provider, popup)),
      connectFarcaster: () => run(services.auth.connectFarcaster()),
      updateEmail: (email) => run(services.auth.updateEmail(email)),
      submitUpdateOtp: (otp) => run(services.auth.submitUpdateOtp(otp)),
      cancel: () => run(services.auth.cancel()),
      showFrame: services.auth.showFrame,
      setPreferredAccountType: (type, namespace) => run(services.auth.setPreferredAccountType(type, namespace))
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

// The state of a client before anything has happened, without Effect, viem or
// the services: the controllers start from these values, and a UI can render
// them (a connect button, the active network) while the client's code loads.
// Only types and the Effect-free `*-state` / `*-tokens` / `*-data` modules may be imported here.
import { servedNamespaces } from "../adapters/namespaces.js"
import type { ChainNamespace } from "../domain/namespace.js"
import {
  AUTH_NAMESPACES,
  authConnectorData,
  localSignerConnectorData,
  walletConnectConnectorFor
} from "../connectors/connector-data.js"
import { initialAuthState } from "../controllers/auth/auth-state.js"
import type { BalancesState } from "../controllers/balances.js"
import { chainsFromNetworks } from "../controllers/chains-state.js"
import type { ConnectionStoreState } from "../controllers/connection.js"
import type { HistoryState } from "../controllers/history.js"
import type { NftsState } from "../controllers/nfts.js"
import type { ModalState } from "../controllers/modal.js"
import type { RouterState } from "../controllers/router.js"
import type { SendStoreState } from "../controllers/send.js"
import type { SignInState } from "../controllers/sign-in.js"
import { resolveTheme } from "../controllers/theme-tokens.js"
import type { ToastState } from "../controllers/toast.js"
import type { WalletRequestsState } from "../controllers/wallet-requests.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import { toCaipNetwork, type NetworkInput } from "../domain/network-input.js"
import { initialConnectionState } from "../domain/connection-state.js"
import { emptySendState } from "../domain/send-state.js"
import type { ThemeMode, ThemeVariables } from "../domain/theme.js"
import type { GangwayState } from "../client.js"

export const initialRouterState: RouterState = {
  view: "Connect",
  data: undefined,
  history: [{ view: "Connect" }],
  canGoBack: true
}

export const initialModalState: ModalState = { open: false, loading: false, shake: false }

export const initialToastState: ToastState = { open: false, variant: "success", message: "" }

export const initialSignInState = (required: boolean): SignInState => ({
  required,
  status: "idle",
  error: undefined,
  sessions: []
})

export const initialRequestsState: WalletRequestsState = { pending: [] }

export const initialConnectionStoreState: ConnectionStoreState = {
  ...initialConnectionState,
  connectors: [],
  activeConnectorIds: {},
  unsupportedChainId: undefined
}

/** What decides the connection's first state. */
export interface InitialConnectionOptions {
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly adapters?: ReadonlyArray<ChainNamespace> | undefined
  readonly basic?: boolean | undefined
  /** WalletConnect is offered when a project id is set. */
  readonly projectId?: string | undefined
  readonly localSigner?: unknown
  /** Email and social login (the `auth` option): the auth connector is listed. */
  readonly auth?: unknown
}

/**
 * The connection's first state: the connectors the client registers as it
 * starts (its local signer, WalletConnect), and `wcBasic` in basic mode.
 * Browser wallets are not in it: they announce themselves once the page runs.
 */
export const initialConnectionStoreFor = (options: InitialConnectionOptions): ConnectionStoreState => {
  const connectors = [
    ...(options.localSigner === undefined
      ? []
      : [
          typeof options.localSigner === "object" &&
          options.localSigner !== null &&
          "solanaSecretKey" in options.localSigner
            ? { ...localSignerConnectorData, chain: "solana" as const }
            : localSignerConnectorData
        ]),
    ...(options.projectId === undefined
      ? []
      : [walletConnectConnectorFor(servedNamespaces(options.networks, options.adapters))]),
    ...authConnectorsFor(options)
  ]
  return { ...initialConnectionStoreState, connectors, wcBasic: options.basic === true }
}

const authConnectorsFor = (options: InitialConnectionOptions) => {
  const namespaces = AUTH_NAMESPACES.filter((namespace) =>
    servedNamespaces(options.networks, options.adapters).includes(namespace)
  )
  return options.auth === undefined || namespaces.length === 0 ? [] : [authConnectorData(namespaces)]
}

export const initialBalancesState: BalancesState = {
  tokenBalances: [],
  loading: false,
  lastRetry: undefined,
  caipAddress: undefined
}

export const initialSendStoreState: SendStoreState = {
  ...emptySendState,
  phase: "idle",
  hash: undefined,
  failure: undefined
}

export const initialNftsState: NftsState = { status: "idle", items: [], caipAddress: undefined }

export const initialHistoryState: HistoryState = {
  status: "idle",
  transactions: [],
  pending: [],
  groups: [],
  next: undefined,
  caipAddress: undefined
}

/** What the first state depends on: a subset of `createGangway`'s options (pass the same object). */
export interface InitialStateOptions extends Omit<InitialConnectionOptions, "networks"> {
  readonly networks: ReadonlyArray<NetworkInput>
  readonly defaultNetwork?: NetworkInput | undefined
  readonly themeMode?: ThemeMode | undefined
  readonly themeVariables?: ThemeVariables | undefined
  /** The sign-in provider (`siwxLocal()`, `siwxServer()`, the dApp's own). */
  readonly siwx?: { readonly getRequired: () => boolean } | undefined
}

/**
 * The state `createGangway(options).getState()` starts with, computed without
 * loading the client: for a UI that renders at once and loads the client later
 * (`<GangwayProvider load options>` renders from it). A remembered session is not in it;
 * the client restores that once it runs.
 */
export const initialGangwayState = (input: InitialStateOptions): GangwayState => {
  const options = {
    ...input,
    networks: input.networks.map(toCaipNetwork),
    defaultNetwork: input.defaultNetwork === undefined ? undefined : toCaipNetwork(input.defaultNetwork)
  }
  const theme = { themeMode: options.themeMode ?? "system", themeVariables: options.themeVariables ?? {} }
  return {
    router: initialRouterState,
    modal: initialModalState,
    toast: initialToastState,
    theme,
    themeTokens: resolveTheme(theme),
    chains: chainsFromNetworks(options.networks, options.defaultNetwork),
    connection: initialConnectionStoreFor(options),
    signIn: initialSignInState(options.siwx?.getRequired() ?? false),
    requests: initialRequestsState,
    balances: initialBalancesState,
    send: initialSendStoreState,
    history: initialHistoryState,
    nfts: initialNftsState,
    auth: initialAuthState
  }
}

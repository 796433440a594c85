// The state of a client before anything has happened, without Effect, viem or
// the services: the controllers start from these values, and a UI can render
// them (a connect button, the active network) while the client's code loads.
// Only types and the Effect-free `*-state` / `*-data` modules and theme/tokens.ts may be imported here.
import { initialAuthState } from "../controllers/auth/auth-state.js"
import { initialBalancesState } from "../controllers/balances-state.js"
import { chainsFromNetworks } from "../controllers/chains-state.js"
import { initialConnectionStoreFor, type InitialConnectionOptions } from "../controllers/connection/store-state.js"
import { initialHistoryState } from "../controllers/history-state.js"
import { initialModalState } from "../controllers/modal-state.js"
import { initialNftsState } from "../controllers/nfts-state.js"
import { initialRouterState } from "../controllers/router-state.js"
import { initialSendStoreState } from "../controllers/send/initial-send-state.js"
import { initialSignInState } from "../controllers/sign-in-state.js"
import { resolveTheme } from "../theme/tokens.js"
import { initialToastState } from "../controllers/toast-state.js"
import { initialRequestsState } from "../controllers/wallet-requests-state.js"
import { toCaipNetwork, type NetworkInput } from "../domain/network-input.js"
import type { ThemeMode, ThemeVariables } from "../domain/theme.js"
import type { GangwayState } from "./gangway-state.js"

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

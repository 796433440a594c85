// The types of the client's namespaced promise API (client-facade.ts builds it).
import type {
  authActions,
  balancesActions,
  connectionActions,
  historyActions,
  identityActions,
  modalActions,
  nftsActions,
  requestsActions,
  sendActions,
  siwxActions,
  themeActions,
  toastActions
} from "./actions/index.js"
import type { AuthActions } from "./controllers/auth/auth-actions.js"
import type { GangwayNames } from "./controllers/names/client-names.js"
import type { GangwayOnramp } from "./controllers/onramp/client-onramp.js"
import type { SendFields, SendOptions, SendResult } from "./controllers/send.js"
import type { GangwaySessions } from "./controllers/sessions/client-sessions.js"
import type { GangwaySwaps } from "./controllers/swap/client-swap.js"
import type { Promised } from "./promised.js"

/**
 * `client.send`: the send form and the transfer. Called itself, it is `client.send.submit`
 * (what the flat `client.send(…)` of 0.1 did).
 */
export type SendNamespace = ((options?: SendOptions) => Promise<SendResult>) &
  Omit<Promised<typeof sendActions>, "setField"> & {
    /** Fills a field of the send form; a receiver may be an address or a registered name. */
    readonly setField: <K extends keyof SendFields>(field: K, value: SendFields[K]) => Promise<void>
  }

/** Every area of the client as promises; each member is the action of the same name in `actions/`. */
export interface ClientNamespaces {
  /** `open(options?)`, `close()` (false when closing is disabled: it shakes), `back()`, `navigate(view, data?)`. */
  readonly modal: Promised<typeof modalActions>
  /** `show(variant, message)`. */
  readonly toast: Promised<typeof toastActions>
  /** `setMode(mode)`, `setVariables(variables)`. */
  readonly theme: Promised<typeof themeActions>
  /**
   * `connect(connectorId, attempt?)` (rejects with a typed `WalletError`), `cancel()` (a pairing's
   * connect rejects with 'Request was aborted'), `chooseWallet(choice)`, `resetWalletConnect()`,
   * `disconnect(namespace?)`, `switchNetwork(caipNetworkId)`.
   */
  readonly connection: Promised<typeof connectionActions>
  /** `abort()`: rejects every request waiting for approval; how many there were. */
  readonly requests: Promised<typeof requestsActions>
  /**
   * `refresh(options?)`: native and token balances (cached 30 s; no retry for 30 s after a
   * failure). `watch()`: balances and activity follow the chain until the returned function is called.
   */
  readonly balances: Promised<typeof balancesActions> & { readonly watch: () => () => void }
  /** `refresh({ force? })`: the active account's name and avatar; cached 5 minutes. */
  readonly identity: Promised<typeof identityActions>
  readonly send: SendNamespace
  /** `fetch()`: the first page of transactions; `loadMore()`: the next one. */
  readonly history: Promised<typeof historyActions>
  /** `refresh()`: the NFTs the active account holds on the active chain. */
  readonly nfts: Promised<typeof nftsActions>
  /** Sign in with the wallet (`siwx` option): `signIn()`, `signOut()`, `cancel()`. */
  readonly siwx: Promised<typeof siwxActions>
  /** Email and social login through the secure frame (`auth` option; docs/auth.md). */
  readonly auth: AuthActions & Promised<typeof authActions>
  /** Swaps (loaded on first use); `swapsOf(client).quoter` quotes as an amount is typed. */
  readonly swap: Pick<GangwaySwaps, "tokens" | "preview" | "swap">
  /** Names (loaded on first use); `namesOf(client).checker` checks as a name is typed. */
  readonly names: Pick<GangwayNames, "offered" | "check" | "register" | "refresh">
  /** Buying crypto (loaded on first use). */
  readonly onramp: Pick<GangwayOnramp, "offer" | "offered" | "quote" | "start" | "watch" | "returned">
  /** Smart sessions (loaded on first use). */
  readonly sessions: Pick<GangwaySessions, "offered" | "list" | "grant" | "spend" | "revoke">
}

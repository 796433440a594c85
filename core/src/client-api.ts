// The client's public types: the state a UI renders, the options createGangway takes and the
// client it returns (client.ts creates it and re-exports these).
import type { ManagedRuntime } from "effect"
import type { GangwayOptions, ConnectMethod } from "./config.js"
import type { ResolvedFeatures } from "./state/resolved-options.js"
import type { RefreshBalancesOptions } from "./controllers/balances.js"
import type { HistoryState } from "./controllers/history-state.js"
import type { NftsState } from "./controllers/nfts-state.js"
import type { AccountIdentity } from "./controllers/identity.js"
import type { SendFields, SendOptions, SendPreview, SendResult } from "./controllers/send.js"
import type { TokenBalance } from "./domain/token-balance.js"
import type { WalletConnectAttempt } from "./controllers/connection.js"
import type { OpenOptions } from "./controllers/modal.js"
import type { ToastVariant } from "./controllers/toast-state.js"
import type { RouterData, View } from "./controllers/views.js"
import type { ThemeMode, ThemeVariables } from "./domain/theme.js"
import type { ChainNamespace } from "./domain/namespace.js"
import type { AnalyticsEvent } from "./services/analytics/events.js"
import type { DataApiShape } from "./services/data-api/data-api.js"
import type { PlatformInfo } from "./services/platform/platform.js"
import type { WalletDirectoryShape } from "./services/wallet-directory/wallet-directory.js"
import type { ConnectWallets, ConnectWalletsParams } from "./controllers/directory.js"
import type { ClientLogs } from "./services/logger/logs.js"
import type { NamespaceProviders, ProviderNamespace } from "./provider/eip1193-types.js"
import type { Promised } from "./promised.js"
import type { SignInActions } from "./controllers/connection/modal-hooks.js"
import type { GangwayServices } from "./client-layer.js"
import type { GangwayState } from "./state/gangway-state.js"
import type { AuthActions } from "./controllers/auth/auth-actions.js"

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

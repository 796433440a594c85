// The client's public types: the state a UI renders, the options createGangway takes and the
// client it returns (client.ts creates it and re-exports these).
import type { ManagedRuntime } from "effect"
import type { GangwayOptions, ConnectMethod } from "./config.js"
import type { ResolvedFeatures } from "./state/resolved-options.js"
import type { AnalyticsEvent } from "./services/analytics/events.js"
import type { DataApiShape } from "./services/data-api/data-api.js"
import type { PlatformInfo } from "./services/platform/platform.js"
import type { WalletDirectoryShape } from "./services/wallet-directory/wallet-directory.js"
import type { ConnectWallets, ConnectWalletsParams } from "./controllers/directory.js"
import type { ClientLogs } from "./services/logger/logs.js"
import type { NamespaceProviders, ProviderNamespace } from "./provider/eip1193-types.js"
import type { Promised } from "./promised.js"
import type { GangwayServices } from "./client-layer.js"
import type { GangwayState } from "./state/gangway-state.js"
import type { ClientNamespaces } from "./client-namespaces.js"
import type { FlatAliases } from "./client-aliases.js"

/**
 * A Gangway client: its state (`getState`, `subscribe`), its actions by area as promises
 * (`client.send.preview(…)`, `client.modal.open()`…; client-namespaces.ts), the wallet's
 * requests and providers, and the 0.1 flat methods as deprecated aliases (client-aliases.ts).
 */
export interface GangwayClient extends ClientLogs, ClientNamespaces, FlatAliases {
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
  /**
   * An EIP-1193 request through the wallet of the method's namespace (solana_* to the Solana
   * wallet…). Methods outside the allowlist reject with `RpcMethodNotAllowed`; requests that
   * need approval are listed in `getState().requests` while they wait. Every failure is a
   * rejection (never a throw) with its tag and an EIP-1193/1474 `code` (-32600 malformed).
   */
  readonly request: (method: string, params?: unknown) => Promise<unknown>
  /** The standard provider of `namespace` (EIP-1193 for eip155) over whichever wallet connects; see docs/client.md. */
  readonly getProvider: <N extends ProviderNamespace>(namespace: N) => NamespaceProviders[N]
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

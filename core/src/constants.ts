/**
 * The business constants of SPEC §9, one place, named.
 * Durations are in milliseconds unless the name says otherwise.
 */

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const BALANCE_RETRY_COOLDOWN_MS = 30_000

export const CACHE_LIFETIME_MS = {
  portfolioBalance: 30_000,
  nativeBalance: 30_000,
  ensName: 5 * 60_000,
  identity: 5 * 60_000
} as const

/**
 * Gangway's own bound (not in the spec): a cache entry dated more than this after now
 * was not written by this clock (a clock set back, a forged entry) and counts as expired.
 */
export const CACHE_CLOCK_SKEW_MS = 60_000

/**
 * Gangway's own bound (not in the spec): a stored JSON value longer than this is read as
 * absent. What the core stores is a few kilobytes; a larger value (a foreign or forged
 * one, a CLI state file) would only cost time to parse.
 */
export const STORED_JSON_MAX_CHARS = 1_000_000

export const RECENT_WALLETS_KEPT = 2
export const TOAST_RESHOW_DELAY_MS = 150
export const SHAKE_FLAG_MS = 500
export const HEARTBEAT_MS = 5_000
export const LOG_BUFFER_BYTES = 1_024_000

export const PAIRING_VALIDITY_MS = 4 * 60_000
/** A pairing counts as expired when this much validity, or less, remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** How long the WalletConnect relay may take to answer a new pairing before the relay counts as unreachable. */
export const RELAY_CONNECT_TIMEOUT_MS = 15_000

export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const DEBOUNCE_DEFAULT_MS = 500
export const FRAME_AUTH_REQUEST_TIMEOUT_MS = 30_000
export const WAIT_AFTER_FRAME_READY_MS = 500
/** Going back from ConnectingFarcaster without an address re-syncs after this delay. */
export const FARCASTER_BACK_RESYNC_MS = 100

export const DISPLAY_DECIMALS = {
  balance: 3,
  fungibleQuantity: 3,
  tokenValue: 2
} as const

export const PENDING_TRANSACTIONS_MAX = 99

/** Gangway's own bound (not in the spec): history pages read to find the account's NFTs. */
export const NFT_HISTORY_PAGES_MAX = 10

/**
 * Gangway's own bound (not in the spec): how long a send waits for its confirmation (a
 * receipt on EVM chains, a confirmed signature or a block elsewhere) before it says "sent,
 * not yet confirmed" with the hash; it keeps watching after that and turns to confirmed
 * (or failed) when the chain says so. A minute covers a busy EVM chain's next blocks.
 */
export const SEND_CONFIRMATION_WAIT_MS = 60_000

export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRIES = 3
export const RPC_BACKOFF_BASE_MS = 150

export const BATCH_SIZE = 1000
export const MULTICALL_BATCH_SIZE = 1024

/**
 * Gangway's own bound (not in the spec): the largest answer read from the data API or
 * the wallet directory. A larger one is refused (ApiResponseTooLarge) as soon as it
 * passes this, or at once when its Content-Length says so.
 */
export const API_RESPONSE_MAX_BYTES = 5 * 1024 * 1024

export const RETRYABLE_HTTP_STATUSES: ReadonlyArray<number> = [403, 408, 413, 429, 500, 502, 503, 504]

export const FALLBACK_POLLING_MS = 4_000

export const WALLET_DIRECTORY = {
  recommended: 4,
  pageSize: 40,
  preloadedImages: 20,
  searchEntries: 100,
  searchMinimumWaitMs: 300,
  featuredDefault: 4,
  /** Wallet ids left out of the directory for core (non-UI) SDK versions. */
  excludedForCoreSdk: [
    "fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa",
    "a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393",
    "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96"
  ]
} as const

// The page's first state reads these before the client loads: a module of their own, so that a
// page's bundler leaves the rest of this one to the chunks that use it.
export {
  DEFAULT_CONNECT_METHOD_ORDER,
  SOCIAL_PROVIDERS,
  STORAGE_PREFIX,
  WALLET_STORAGE_PREFIX
} from "./first-state-constants.js"

export const SDK_VERSION = "1.7.3"
/** `sv` query parameter: SDK type and version, e.g. `react-wagmi-1.7.3`. */
export const SDK_TYPE = "gangway"

/**
 * Swap slippage tolerance in percent (SPEC §9: one shared constant, its value ours): sent as
 * `eip155.slippage` when building a swap, and the floor of the minimum received it shows.
 */
export const SWAP_SLIPPAGE_PERCENT = 1

export const ONRAMP_LIMITS = {
  card: { min: "10.00", max: "7500.00" },
  ach_bank_account: { min: "10.00", max: "25000.00" }
} as const

import type { SiwxStore } from "./store.js"

/** What `getSignedInSession` needs: the handler's store and clock. */
export interface SiwxSessionOptions {
  /** Where nonces and sessions are kept: `memoryStore()` for one instance, `postgresStore(database)` for several. */
  readonly store: SiwxStore
  /** The clock, in ms since the epoch (tests). */
  readonly now?: (() => number) | undefined
}

export interface SiwxHandlerOptions extends SiwxSessionOptions {
  /**
   * eip155 networks accepted (CAIP-2 → RPC URL): a key's signature is checked here, a contract
   * account's (ERC-1271, ERC-6492) through this RPC.
   */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** Other networks accepted (CAIP-2), e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  readonly chains?: ReadonlyArray<string> | undefined
  /**
   * Pages on other origins that may call with the cookie (CORS with credentials), e.g.
   * `https://app.example.com`. A page on the server's own host needs no entry.
   */
  readonly origins?: ReadonlyArray<string> | undefined
  /** Also any page on this machine over plain HTTP, any port (development; default false). */
  readonly allowLoopbackOrigins?: boolean | undefined
  /**
   * The sites a message may name when the request carries no Origin (a Node client, the CLI).
   * A browser's request must name its own Origin's host. Default: the server's host and the `origins`' hosts.
   */
  readonly domains?: ReadonlyArray<string> | undefined
  /** The statement `GET /nonce` offers, which the wallet shows. */
  readonly statement?: string | undefined
  /** How long an issued nonce may be used (default 5 minutes). */
  readonly nonceTtlMs?: number | undefined
  /** How long a session holds at most (default 1 day; a message's earlier expiration time ends it sooner). */
  readonly sessionTtlMs?: number | undefined
  /** Told of a failure the reply only names as a 500 (default: console.error). */
  readonly onError?: ((error: unknown) => void) | undefined
}

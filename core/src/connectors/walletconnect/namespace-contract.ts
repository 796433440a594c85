// What the WalletConnect connector asks of each namespace it pairs (each adapter gives its own).
import type { Effect } from "effect"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import type { ChainNamespace } from "../../domain/namespace.js"
import type { WalletSession } from "../session.js"

/** WalletConnect for one namespace: what to ask for, and sessions from what was approved. */
export interface WalletConnectNamespace {
  readonly namespace: ChainNamespace
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
  /** Whether `method` is one the wallet answers (and so the user approves on the phone). */
  readonly sentToWallet: (method: string) => boolean
  /** A session over the approved namespace, or none when it holds no account. */
  readonly session: (context: WalletConnectSessionContext) => WalletSession | undefined
}

/** What the WalletConnect connector hands a namespace to build its session. */
export interface WalletConnectSessionContext {
  readonly connector: Connector
  readonly networks: ReadonlyArray<CaipNetwork>
  /** The network to prefer when the wallet approved several. */
  readonly preferred: CaipNetwork | undefined
  /** The approved accounts of this namespace now (`namespace:reference:address`). */
  readonly accounts: () => ReadonlyArray<string>
  /** The methods the wallet approved in this namespace now (absent: the ones the namespace asked for). */
  readonly methods?: () => ReadonlyArray<string>
  /** Sends a request to the wallet for `chainId` (CAIP-2). */
  readonly request: (chainId: string, method: string, params: unknown) => Promise<unknown>
  /** Listens to the session's events and its end; returns the function that stops. */
  readonly onEvent: (listener: (name: string, data: unknown) => void, onEnd: () => void) => () => void
  readonly disconnect: () => Effect.Effect<void>
}

import type { Effect } from "effect"
import type { WalletSession } from "../../connectors/session.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import type { ChainNamespace } from "../../domain/namespace.js"

export interface SessionEntry {
  readonly session: WalletSession
  /** The connector the user chose (a multi-chain wallet's id for each of its namespaces). */
  readonly connectorId: string
  readonly stop: () => void
}

/** The live session of each connected namespace, mirrored into the chains' account state. */
export interface SessionBook {
  readonly get: (namespace: ChainNamespace) => WalletSession | undefined
  readonly entries: () => ReadonlyArray<readonly [ChainNamespace, SessionEntry]>
  readonly has: (namespace: ChainNamespace) => boolean
  readonly size: () => number
  /** Keeps the session (ending the one it replaces) and shows its account. */
  readonly adopt: (session: WalletSession, connectorId: string) => Effect.Effect<void>
  /** Drops the namespace's session and resets its account. */
  readonly forget: (namespace: ChainNamespace) => Effect.Effect<void>
  /** Shows `accounts` of the session on `caipNetworkId`. */
  readonly applyAccounts: (
    session: WalletSession,
    accounts: ReadonlyArray<string>,
    caipNetworkId: CaipNetworkId
  ) => Effect.Effect<void>
  /** The wallet is on `caipNetworkId`: the active network follows when it is the active namespace's. */
  readonly applyNetwork: (session: WalletSession, caipNetworkId: CaipNetworkId) => Effect.Effect<void>
  readonly stopAll: () => void
}

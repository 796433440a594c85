// The connection's state before the client runs, without Effect: state/initial-state.ts
// renders it before the client loads, and the Connection controller starts from it.
import { servedNamespaces } from "../../adapters/namespaces.js"
import {
  AUTH_NAMESPACES,
  authConnectorData,
  localSignerConnectorData,
  walletConnectConnectorFor
} from "../../connectors/connector-data.js"
import type { WalletError } from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { initialConnectionState } from "../../domain/connection-state.js"
import type { ConnectionState } from "../../domain/connection.js"
import type { Connector } from "../../domain/connector.js"
import type { ChainNamespace } from "../../domain/namespace.js"

/**
 * The connect asked last, while it waits for the wallet, or once it failed: why, typed (its `_tag`
 * and fields, for a UI that words it). A success leaves none; so do the next attempt, a disconnect,
 * a WalletConnect reset (those two forget a failure only) and the modal closing.
 */
export type ConnectAttempt =
  | { readonly connectorId: string; readonly status: "connecting"; readonly startedAt: number }
  | {
      readonly connectorId: string
      readonly status: "failed"
      readonly startedAt: number
      readonly error: WalletError
    }

/** The attempt left once the connection is reset: one still waiting for its wallet reports; a failure is forgotten. */
export const attemptInFlight = (attempt: ConnectAttempt | undefined): ConnectAttempt | undefined =>
  attempt?.status === "connecting" ? attempt : undefined

export interface ConnectionStoreState extends ConnectionState {
  readonly connectors: ReadonlyArray<Connector>
  /** The connector of each connected namespace (the one the user chose: a multi-chain wallet's for each of its namespaces). */
  readonly activeConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  /** The EVM wallet's chain when it is not one of the dApp's networks. */
  readonly unsupportedChainId: number | undefined
  readonly attempt: ConnectAttempt | undefined
}

const initialConnectionStoreState: ConnectionStoreState = {
  ...initialConnectionState,
  connectors: [],
  activeConnectorIds: {},
  unsupportedChainId: undefined,
  attempt: undefined
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

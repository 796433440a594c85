import type { SessionAccountTypes } from "../domain/account-types.js"
import type { Effect } from "effect"
import type { CaipNetwork, CaipNetworkId } from "../domain/caip-network.js"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import type { SiwxSession } from "../domain/siwx.js"
import type { EvmCall, UserOperationEstimate } from "../domain/user-operation.js"
import type {
  ChainError,
  ConnectorNotFound,
  InvalidInput,
  MissingNetwork,
  NetworkNotApproved,
  RelayUnreachable,
  RequestAborted,
  RequestDeclined,
  SignatureDeclined,
  WalletAnswerInvalid,
  WalletRequestFailed,
  WalletSessionRefused
} from "../errors.js"

export type SessionEvent =
  | { readonly type: "accountsChanged"; readonly accounts: ReadonlyArray<string> }
  | { readonly type: "networkChanged"; readonly caipNetworkId: CaipNetworkId }
  | { readonly type: "disconnect" }
  /** An event of the wallet that was not taken (it named what the session did not approve): logged, nothing else. */
  | { readonly type: "ignored"; readonly reason: string }

export type WalletError =
  | RequestDeclined
  | RequestAborted
  | SignatureDeclined
  | WalletRequestFailed
  | WalletAnswerInvalid
  | WalletSessionRefused
  | ChainError
  | ConnectorNotFound
  | InvalidInput
  | MissingNetwork
  | RelayUnreachable
  | NetworkNotApproved

/**
 * What a namespace's adapter signs and sends with. Opaque at this floor: each adapter owns its
 * concrete signer (adapters/<namespace>/signer.ts) and recognises it by its namespace.
 */
export interface SessionSigner {
  readonly namespace: ChainNamespace
}

/**
 * A live connection to one wallet for one namespace. Connectors create
 * sessions (a multi-chain wallet or WalletConnect, one per namespace); the
 * connection controller keeps them and mirrors them into state.
 */
export interface WalletSession<Signer extends SessionSigner = SessionSigner> {
  readonly connector: Connector
  readonly namespace: ChainNamespace
  /** The addresses the wallet granted, first the active one. */
  readonly accounts: ReadonlyArray<string>
  /** The network the wallet is on (CAIP-2). */
  readonly caipNetworkId: CaipNetworkId
  /** The accounts' public keys (hex) by address, where the wallet gives them (bip122). */
  readonly publicKeys?: Readonly<Record<string, string>> | undefined
  /** Asks the wallet for an account's public key (hex) that `publicKeys` lacks (WalletConnect bip122: getAccountAddresses). */
  readonly publicKeyOf?: ((address: string) => Effect.Effect<string | undefined, WalletError>) | undefined
  /** The networks the wallet approved (a WalletConnect session's); none when it can use any. */
  readonly approvedNetworks?: ReadonlyArray<CaipNetworkId> | undefined
  readonly signer: Signer
  /** A raw request through the wallet (EIP-1193 methods for eip155, WalletConnect's for solana). */
  readonly request: (method: string, params?: unknown) => Effect.Effect<unknown, WalletError>
  readonly switchNetwork: (network: CaipNetwork) => Effect.Effect<void, WalletError>
  /** Starts listening; returns the function that stops. */
  readonly listen: (listener: (event: SessionEvent) => void) => () => void
  readonly disconnect: () => Effect.Effect<void>
  /** A liveness check of the wallet's side (WalletConnect's session ping), for the heartbeat. */
  readonly ping?: (() => Effect.Effect<void, WalletRequestFailed>) | undefined
  /** The sign-in the wallet gave while connecting (WalletConnect one-click authentication). */
  readonly signIn?: SiwxSession | undefined
  /** The wallet's account types (the embedded wallet: EOA and smart account); absent: its accounts are EOAs. */
  readonly accountTypes?: SessionAccountTypes | undefined
  /** The session's account is a smart account: what these calls would cost as its user operation, prepared by its wallet. */
  readonly estimateUserOperation?:
    | ((network: CaipNetwork, calls: ReadonlyArray<EvmCall>) => Effect.Effect<UserOperationEstimate, WalletError>)
    | undefined
}

export interface ConnectOptions {
  /** The network to connect on when the wallet can choose; each namespace takes its own from `networks`. */
  readonly network: CaipNetwork | undefined
  /** Every network the dApp configured. */
  readonly networks: ReadonlyArray<CaipNetwork>
  /** WalletConnect: called with the pairing URI to show as a QR code or deep link. */
  readonly onDisplayUri?: ((uri: string) => Promise<void> | void) | undefined
}

/**
 * A way to reach a wallet: connect with a prompt, or reconnect silently. One
 * connection may span several namespaces (WalletConnect, a multi-chain wallet):
 * it gives one session per namespace.
 */
export interface ConnectorImplementation {
  readonly connector: Connector
  readonly connect: (options: ConnectOptions) => Effect.Effect<ReadonlyArray<WalletSession>, WalletError>
  /** Restores a previous session without prompting; none when the wallet forgot it. */
  readonly reconnect: (options: ConnectOptions) => Effect.Effect<ReadonlyArray<WalletSession>, WalletError>
}

/** The network a connector of `namespace` connects on: the given one if it is of that namespace, else the first configured. */
export const networkForNamespace = (namespace: ChainNamespace, options: ConnectOptions): CaipNetwork | undefined =>
  options.network?.chainNamespace === namespace
    ? options.network
    : options.networks.find((network) => network.chainNamespace === namespace)

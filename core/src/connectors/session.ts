import type { Effect } from "effect"
import type { Address, WalletClient, Transport, Chain, Account } from "viem"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { Connector } from "../domain/connector.js"
import type { SiwxSession } from "../domain/siwx.js"
import type {
  ChainError,
  ConnectorNotFound,
  InvalidInput,
  MissingNetwork,
  RequestAborted,
  RequestDeclined,
  SignatureDeclined,
  WalletRequestFailed
} from "../errors.js"

export type SessionEvent =
  | { readonly type: "accountsChanged"; readonly accounts: ReadonlyArray<Address> }
  | { readonly type: "chainChanged"; readonly chainId: number }
  | { readonly type: "disconnect" }

export type WalletError =
  | RequestDeclined
  | RequestAborted
  | SignatureDeclined
  | WalletRequestFailed
  | ChainError
  | ConnectorNotFound
  | InvalidInput
  | MissingNetwork

/**
 * A live connection to one wallet for the eip155 namespace. Connectors create
 * sessions; the connection controller keeps them and mirrors them into state.
 */
export interface WalletSession {
  readonly connector: Connector
  readonly accounts: ReadonlyArray<Address>
  readonly chainId: number
  /** A viem wallet client bound to the session's account on `network`. */
  readonly walletClient: (network: CaipNetwork) => WalletClient<Transport, Chain, Account>
  /** Raw EIP-1193 request through the wallet. */
  readonly request: (method: string, params?: unknown) => Effect.Effect<unknown, WalletError>
  readonly switchChain: (network: CaipNetwork) => Effect.Effect<void, WalletError>
  /** Starts listening; returns the function that stops. */
  readonly listen: (listener: (event: SessionEvent) => void) => () => void
  readonly disconnect: () => Effect.Effect<void>
  /** The sign-in the wallet gave while connecting (WalletConnect one-click authentication). */
  readonly signIn?: SiwxSession | undefined
}

export interface ConnectOptions {
  /** The network to connect on, when the wallet can choose. */
  readonly network: CaipNetwork
  /** WalletConnect: called with the pairing URI to show as a QR code or deep link. */
  readonly onDisplayUri?: ((uri: string) => Promise<void> | void) | undefined
}

/** A way to reach a wallet: connect with a prompt, or reconnect silently. */
export interface ConnectorImplementation {
  readonly connector: Connector
  readonly connect: (options: ConnectOptions) => Effect.Effect<WalletSession, WalletError>
  /** Restores a previous session without prompting; none when the wallet forgot it. */
  readonly reconnect: (options: ConnectOptions) => Effect.Effect<WalletSession | undefined, WalletError>
}

import type { FeeSpeed } from "../../adapters/adapter.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { SendState } from "../../domain/send.js"
import type { TokenBalance } from "../../domain/token-balance.js"
import type { TransferFee } from "../../domain/transfer-fee.js"
import type {
  ApiError,
  BelowDustLimit,
  InsufficientBalance,
  ChainError,
  GasPriceNetworkUnsupported,
  InsufficientGas,
  InvalidFeeSettings,
  InvalidInput,
  MissingAdapter,
  UnsupportedChain,
  MissingNetwork,
  NoActiveCaipAddress,
  NoActiveCaipNetwork,
  NoConnectionClient,
  RequestAborted,
  RequestDeclined,
  SendRequirementsMissing,
  SendUnavailable,
  SignatureDeclined,
  WalletRequestFailed,
  WalletAnswerInvalid,
  WalletSessionRefused,
  ConnectorNotFound,
  NetworkNotApproved,
  RelayUnreachable
} from "../../errors.js"
import type { FeeSettings } from "../../policy/fees.js"
import type { Effect } from "effect"
import type { Store } from "../store.js"

/**
 * Where a send is: preparing (checks), signing (in the wallet), pending (mined soon),
 * unconfirmed (sent, but not confirmed within SEND_CONFIRMATION_WAIT_MS: still watched),
 * confirmed or failed.
 */
export type SendPhase = "idle" | "preparing" | "signing" | "pending" | "unconfirmed" | "confirmed" | "failed"

/** The send form of SPEC §3, with the progress of the send under way. */
export interface SendStoreState extends SendState {
  readonly phase: SendPhase
  /** The id (hash or signature) of the last transaction sent from the form. */
  readonly hash: string | undefined
  /** Why the last send failed: declined in the wallet, or a failure (chain, wallet, network). */
  readonly failure: "declined" | "failed" | undefined
}

/** The fields a user fills in. `receiverAddress` takes an address or a registered name. */
export interface SendFields {
  readonly token: TokenBalance | undefined
  readonly sendTokenAmount: string | undefined
  readonly receiverAddress: string | undefined
}

export interface SendOptions {
  readonly token?: TokenBalance | undefined
  readonly amount?: string | undefined
  /** An address or a registered name. */
  readonly receiver?: string | undefined
  /** eip155 fee overrides; by default the form's gas price. gasPrice cannot be combined with EIP-1559 fees. */
  readonly fees?: FeeSettings | undefined
  /** How soon the transfer should land, where the network prices that (bip122); `normal` by default. */
  readonly speed?: FeeSpeed | undefined
}

/** A checked transfer and its cost, before it is sent. */
export interface SendPreview {
  readonly from: string
  readonly to: string
  /** The registered name the receiver was given as, if any. */
  readonly receiverName: string | undefined
  readonly token: TokenBalance
  /** The amount in the token's smallest units, and as decimal text. */
  readonly units: bigint
  readonly amount: string
  readonly network: CaipNetwork
  /**
   * The network fee as the network counts it, from its adapter: the amount in the native coin's
   * smallest units, its units and rate (gwei per gas, lamports per signature, sat/vB) and its label.
   */
  readonly fee: TransferFee
  /** @deprecated `fee.units`: fee units (gas; signatures; virtual bytes). */
  readonly gas: bigint
  /** @deprecated `fee.rate.value`: native smallest units per fee unit (the form's gas price or the given fee cap; lamports per signature; sat/vB). */
  readonly gasPrice: bigint
  /** @deprecated `fee.amount`: the whole network fee in the native coin's smallest units. */
  readonly gasCost: bigint
  /** `fee.amount` in USD, when the native coin's price is known. */
  readonly gasPriceInUSD: number | undefined
  readonly nativeBalance: bigint
  /** Zero native balance, or the cost above it (SPEC §5); smart accounts never. */
  readonly insufficientGas: boolean
  /** The receiver is the sender's own address: worth a second look before sending. */
  readonly toSelf: boolean
  /** The fee speed priced, and the speeds to choose from, where the network offers a choice (bip122). */
  readonly speed: FeeSpeed | undefined
  readonly feeSpeeds: ReadonlyArray<FeeSpeed> | undefined
  /** The receiver has no account for this token yet: the send creates it and pays its rent (Solana). */
  readonly createsReceiverAccount: { readonly rent: bigint } | undefined
  /**
   * A smart account's send: `fee.amount` is then its user operation's most (every gas limit times
   * its maxFeePerGas); `deploysAccount` when the operation also creates the account (its first).
   */
  readonly userOperation: { readonly deploysAccount: boolean } | undefined
}

export interface SendResult {
  readonly hash: string
  /** success: confirmed; unconfirmed: sent, not confirmed within SEND_CONFIRMATION_WAIT_MS (the send store turns to confirmed or failed later). */
  readonly status: "success" | "unconfirmed"
}

export type SendError =
  | SendRequirementsMissing
  | InvalidInput
  | InvalidFeeSettings
  | InsufficientGas
  | InsufficientBalance
  | BelowDustLimit
  | NoActiveCaipAddress
  | NoActiveCaipNetwork
  | NoConnectionClient
  | GasPriceNetworkUnsupported
  | ApiError
  | MissingNetwork
  | MissingAdapter
  | UnsupportedChain
  | SendUnavailable
  | ChainError
  | SignatureDeclined
  | RequestDeclined
  | RequestAborted
  | ConnectorNotFound
  | WalletRequestFailed
  | WalletAnswerInvalid
  | WalletSessionRefused
  | RelayUnreachable
  | NetworkNotApproved

/** What the Send service offers (controllers/send.ts builds it). */
export interface SendShape {
  readonly store: Store<SendStoreState>
  readonly setField: <K extends keyof SendFields>(
    field: K,
    value: SendFields[K]
  ) => Effect.Effect<void, InvalidInput | ApiError | NoActiveCaipNetwork | MissingAdapter>
  /** Fetches the fee rate (gas price; lamports per signature) and its USD value for a plain transfer. */
  readonly refreshGasPrice: () => Effect.Effect<
    bigint,
    | GasPriceNetworkUnsupported
    | ApiError
    | NoActiveCaipNetwork
    | ChainError
    | MissingNetwork
    | MissingAdapter
    | SendUnavailable
  >
  /** Fills the form from `options`, checks it and prices it, without sending. */
  readonly preview: (options?: SendOptions) => Effect.Effect<SendPreview, SendError>
  readonly send: (options?: SendOptions) => Effect.Effect<SendResult, SendError>
  readonly reset: () => Effect.Effect<void>
}

/**
 * The error catalogue (SPEC §8). Every failure the core reports is one of these
 * tagged classes; `message` is the exact user-facing text, `details` (where
 * present) is for logs and developers.
 */
import { Schema } from "effect"
import { noticeMessages } from "./i18n/notices-messages.js"

const Details = { details: Schema.optional(Schema.String) }

// -- Balances, gas, swaps ------------------------------------------------

export class TokenBalanceUnavailable extends Schema.TaggedError<TokenBalanceUnavailable>()(
  "TokenBalanceUnavailable",
  Details
) {
  override get message() {
    return "Token Balance Unavailable"
  }
}

export class GasPriceNetworkUnsupported extends Schema.TaggedError<GasPriceNetworkUnsupported>()(
  "GasPriceNetworkUnsupported",
  { caipNetworkId: Schema.String }
) {
  override get message() {
    return "Network not supported for Gas Price"
  }
}

export class SwapsNetworkUnsupported extends Schema.TaggedError<SwapsNetworkUnsupported>()(
  "SwapsNetworkUnsupported",
  { caipNetworkId: Schema.String }
) {
  override get message() {
    return "Network not supported for Swaps"
  }
}

// -- Connection ----------------------------------------------------------

export class DisconnectFailed extends Schema.TaggedError<DisconnectFailed>()("DisconnectFailed", Details) {
  override get message() {
    return "Failed to disconnect"
  }
}

/** A rate-limited action asked again too early, e.g. email login (30 s). */
export class CooldownActive extends Schema.TaggedError<CooldownActive>()("CooldownActive", {
  secondsLeft: Schema.Number
}) {
  override get message() {
    return `Please try again after ${this.secondsLeft} seconds`
  }
}

export class InvalidAppConfiguration extends Schema.TaggedError<InvalidAppConfiguration>()(
  "InvalidAppConfiguration",
  Details
) {
  override get message() {
    return "Invalid App Configuration"
  }
}

export class AuthInitializationFailed extends Schema.TaggedError<AuthInitializationFailed>()(
  "AuthInitializationFailed",
  Details
) {
  override get message() {
    return "A problem occurred while trying initialize authentication"
  }
}

/** The user declined a signature or transaction in the wallet (EIP-1193 4001). */
export class SignatureDeclined extends Schema.TaggedError<SignatureDeclined>()("SignatureDeclined", Details) {
  override get message() {
    return "Signature declined"
  }
}

export class SmartAccountUnsupported extends Schema.TaggedError<SmartAccountUnsupported>()(
  "SmartAccountUnsupported",
  Details
) {
  override get message() {
    return "This application might not support Smart Accounts"
  }
}

/** The user said no in the wallet to connecting or to switching network (EIP-1193 4001). */
export class RequestDeclined extends Schema.TaggedError<RequestDeclined>()("RequestDeclined", {
  action: Schema.Literals(["connect", "switchNetwork"]),
  ...Details
}) {
  override get message() {
    return this.action === "connect" ? "Connection declined" : "Network switch declined"
  }
}

/** A WalletConnect relay that does not answer in time: not the wallet's fault, nothing was asked of it. */
export class RelayUnreachable extends Schema.TaggedError<RelayUnreachable>()("RelayUnreachable", {
  relayUrl: Schema.String,
  seconds: Schema.Number
}) {
  override get message() {
    return `The WalletConnect relay (${this.relayUrl}) could not be reached within ${this.seconds} seconds. Check the connection and try again.`
  }
}

/** A network the connected WalletConnect wallet did not approve for this session. */
export class NetworkNotApproved extends Schema.TaggedError<NetworkNotApproved>()("NetworkNotApproved", {
  network: Schema.String
}) {
  override get message() {
    return `Your wallet did not approve ${this.network} for this connection. Disconnect and connect again, choosing ${this.network} in the wallet.`
  }
}

export class ConnectorNotFound extends Schema.TaggedError<ConnectorNotFound>()("ConnectorNotFound", {
  connectorId: Schema.String
}) {
  override get message() {
    return `Wallet not available: ${this.connectorId}`
  }
}

/** A wallet answered a request with an error that is neither a rejection nor a chain error. */
export class WalletRequestFailed extends Schema.TaggedError<WalletRequestFailed>()("WalletRequestFailed", {
  method: Schema.String,
  code: Schema.optional(Schema.Number),
  ...Details
}) {
  override get message() {
    return `The wallet could not complete ${this.method}`
  }
}

/** A wallet answered a request with something that is not an answer to it (SPEC §5): it is not used. */
export class WalletAnswerInvalid extends Schema.TaggedError<WalletAnswerInvalid>()("WalletAnswerInvalid", {
  method: Schema.String,
  /** What was wrong with the answer, for logs and developers. */
  reason: Schema.String
}) {
  override get message() {
    return `The wallet's answer to ${this.method} is not valid, so it was not used. Check the wallet before trying again.`
  }
}

/** A request that is not one (EIP-1193: a string method, JSON params): it reaches no wallet. */
export class MalformedRequest extends Schema.TaggedError<MalformedRequest>()("MalformedRequest", {
  /** What was wrong with it, for logs and developers. */
  reason: Schema.String
}) {
  override get message() {
    return "The request is malformed, so it was not sent: give a method name and JSON parameters."
  }
}

/** A WalletConnect wallet approved no usable account on the dApp's networks: the session is ended. */
export class WalletSessionRefused extends Schema.TaggedError<WalletSessionRefused>()("WalletSessionRefused", {
  /** What was wrong with the approval, for logs and developers. */
  reason: Schema.String
}) {
  override get message() {
    return "Your wallet approved no usable account on this app's networks. Connect again and choose one of them in the wallet."
  }
}

/**
 * A wallet's link from the directory is neither a https universal link nor the wallet's
 * own app scheme (a `javascript:`, `data:` or `http:` link, a malformed one): it is not
 * opened, and the QR code stays the way to connect.
 */
export class WalletLinkRefused extends Schema.TaggedError<WalletLinkRefused>()("WalletLinkRefused", {
  wallet: Schema.String,
  /** Why, in plain words, for logs and developers. */
  reason: Schema.String
}) {
  override get message() {
    return `${this.wallet}'s link could not be opened safely. Scan the QR code instead.`
  }
}

// -- Secure frame --------------------------------------------------------

export class EmailLoginDependencyUnavailable extends Schema.TaggedError<EmailLoginDependencyUnavailable>()(
  "EmailLoginDependencyUnavailable",
  Details
) {
  override get message() {
    return "Unable to load email login dependency"
  }
}

export class FrameNotSet extends Schema.TaggedError<FrameNotSet>()("FrameNotSet", {}) {
  override get message() {
    return "W3mFrame: iframe is not set"
  }
}

export class RequestAborted extends Schema.TaggedError<RequestAborted>()("RequestAborted", {}) {
  override get message() {
    return "Request was aborted"
  }
}

/** A frame auth request that timed out (30 s) or was aborted; also shown as a toast. */
export class SomethingWentWrong extends Schema.TaggedError<SomethingWentWrong>()("SomethingWentWrong", Details) {
  override get message() {
    return "Something went wrong"
  }
}

/** An ERROR reply from the secure frame; its payload message, or the fallback. */
export class FrameErrorReply extends Schema.TaggedError<FrameErrorReply>()("FrameErrorReply", {
  reply: Schema.optional(Schema.String)
}) {
  override get message() {
    return this.reply !== undefined && this.reply.length > 0 ? this.reply : "An error occurred"
  }
}

// -- Requests and state preconditions -------------------------------------

export class RpcMethodNotAllowed extends Schema.TaggedError<RpcMethodNotAllowed>()("RpcMethodNotAllowed", {
  method: Schema.String
}) {
  override get message() {
    return "Requested RPC call is not allowed"
  }
  /** The shorter text the modal shows. */
  get uiMessage() {
    return "Action not allowed"
  }
}

export class TransactionsFetchFailed extends Schema.TaggedError<TransactionsFetchFailed>()(
  "TransactionsFetchFailed",
  Details
) {
  override get message() {
    return "Failed to fetch transactions"
  }
}

/** Gangway's own message (the spec has none for NFTs), worded like the transactions one. */
export class NftsFetchFailed extends Schema.TaggedError<NftsFetchFailed>()("NftsFetchFailed", Details) {
  override get message() {
    return "Failed to fetch NFTs"
  }
}

export class TransactionsRequireAccount extends Schema.TaggedError<TransactionsRequireAccount>()(
  "TransactionsRequireAccount",
  {}
) {
  override get message() {
    return "Transactions can't be fetched without an accountAddress"
  }
}

export class SiwxNotEnabled extends Schema.TaggedError<SiwxNotEnabled>()("SiwxNotEnabled", {}) {
  override get message() {
    return "SIWX is not enabled"
  }
}

export class NoActiveCaipAddress extends Schema.TaggedError<NoActiveCaipAddress>()("NoActiveCaipAddress", {}) {
  override get message() {
    return "No ActiveCaipAddress found"
  }
}

export class NoActiveCaipNetwork extends Schema.TaggedError<NoActiveCaipNetwork>()("NoActiveCaipNetwork", {}) {
  override get message() {
    return "No ActiveCaipNetwork or client found"
  }
}

export class NoConnectionClient extends Schema.TaggedError<NoConnectionClient>()("NoConnectionClient", {}) {
  override get message() {
    return "No ConnectionController client found"
  }
}

export class UnsupportedChain extends Schema.TaggedError<UnsupportedChain>()("UnsupportedChain", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return `Unsupported chain: ${this.caipNetworkId}`
  }
}

export class MissingAdapter extends Schema.TaggedError<MissingAdapter>()("MissingAdapter", {
  namespace: Schema.String
}) {
  override get message() {
    return `No adapter for namespace ${this.namespace}`
  }
}

export class MissingNetwork extends Schema.TaggedError<MissingNetwork>()("MissingNetwork", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return `Unknown network: ${this.caipNetworkId}`
  }
}

/** Bad input from a user, a flag or a caller: which field, and why. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  field: Schema.String,
  reason: Schema.String
}) {
  override get message() {
    return `Invalid ${this.field}: ${this.reason}`
  }
}

// -- Sending -------------------------------------------------------------

export class SendRequirementsMissing extends Schema.TaggedError<SendRequirementsMissing>()(
  "SendRequirementsMissing",
  { missing: Schema.Array(Schema.String), namespace: Schema.String }
) {
  override get message() {
    return this.namespace === "solana"
      ? "Please enter a valid amount and receiver address"
      : `Missing for this send: ${this.missing.join(", ")}`
  }
}

export class InvalidFeeSettings extends Schema.TaggedError<InvalidFeeSettings>()("InvalidFeeSettings", {
  rule: Schema.Literals(["gasPriceWithEip1559Fees", "maxFeePerGasTooHigh", "tipAboveFeeCap"]),
  details: Schema.String
}) {
  override get message() {
    return `Invalid fee settings: ${this.details}`
  }
}

export class InsufficientGas extends Schema.TaggedError<InsufficientGas>()("InsufficientGas", {
  symbol: Schema.String
}) {
  override get message() {
    return `Not enough ${this.symbol} to pay for gas`
  }
}

/** The amount is below what the network relays for the receiver's kind of address (Bitcoin's dust limit). */
export class BelowDustLimit extends Schema.TaggedError<BelowDustLimit>()("BelowDustLimit", {
  amount: Schema.String,
  minimum: Schema.String,
  symbol: Schema.String
}) {
  override get message() {
    return `${this.amount} ${this.symbol} is too small to send to this address: send at least ${this.minimum} ${this.symbol}`
  }
}

/** The account's coins do not cover the amount and its fee. */
export class InsufficientBalance extends Schema.TaggedError<InsufficientBalance>()("InsufficientBalance", {
  needed: Schema.String,
  available: Schema.String,
  symbol: Schema.String
}) {
  override get message() {
    return `Not enough ${this.symbol}: this send needs ${this.needed} ${this.symbol} with its fee, the account can spend ${this.available} ${this.symbol}. Send less or add funds`
  }
}

/** The namespace has no send here (Polkadot: no chain the adapter can read or submit to). */
export class SendUnavailable extends Schema.TaggedError<SendUnavailable>()("SendUnavailable", {
  caipNetworkId: Schema.String,
  network: Schema.String
}) {
  override get message() {
    return `Sending is not available on ${this.network} here: send from the wallet itself`
  }
}

export class OnrampAmountOutOfRange extends Schema.TaggedError<OnrampAmountOutOfRange>()(
  "OnrampAmountOutOfRange",
  { paymentMethod: Schema.String, min: Schema.String, max: Schema.String }
) {
  override get message() {
    return `Amount must be between ${this.min} and ${this.max}`
  }
}

export class TransactionNotFound extends Schema.TaggedError<TransactionNotFound>()("TransactionNotFound", {
  hash: Schema.String
}) {
  override get message() {
    return `Transaction not found: ${this.hash}`
  }
}

// -- Chain errors (classified from viem's error types) --------------------

export const ChainErrorReason = Schema.Literals([
  "ExecutionReverted",
  "NonceTooHigh",
  "NonceTooLow",
  "FeeCapTooHigh",
  "FeeCapTooLow",
  "InsufficientFunds",
  "GasTooHigh",
  "GasTooLow",
  "TransactionTypeNotSupported",
  "TipAboveFeeCap",
  // The node's answer broke its method's grammar (a quantity beyond uint256, a malformed receipt).
  "InvalidAnswer",
  "UnknownNodeError"
])
export type ChainErrorReason = typeof ChainErrorReason.Type

const chainErrorMessages: Record<ChainErrorReason, string> = {
  ExecutionReverted: "Execution reverted",
  NonceTooHigh: "Nonce too high",
  NonceTooLow: "Nonce too low",
  FeeCapTooHigh: "Fee cap too high",
  FeeCapTooLow: "Fee cap too low",
  InsufficientFunds: "Insufficient funds for gas and value",
  GasTooHigh: "Gas limit too high",
  GasTooLow: "Gas limit too low",
  TransactionTypeNotSupported: "Transaction type not supported",
  TipAboveFeeCap: "Priority fee above max fee",
  InvalidAnswer: "The node sent an invalid answer, which was not used. Try again or use another RPC URL",
  UnknownNodeError: "Unknown node error"
}

export class ChainError extends Schema.TaggedError<ChainError>()("ChainError", {
  reason: ChainErrorReason,
  ...Details
}) {
  override get message() {
    return chainErrorMessages[this.reason]
  }
}

// -- User-facing notices that are not errors -------------------------------

/** The toasts' notices in English (the `notices` namespace, core/src/i18n/notices-messages.ts). */
export const Notices = noticeMessages.en

// -- Services --------------------------------------------------------------

/** The three HTTP services the core talks to, as named in messages. */
export const ApiName = Schema.Literals(["blockchain API", "wallet directory", "analytics"])
export type ApiName = typeof ApiName.Type

const ApiRequest = {
  api: ApiName,
  method: Schema.String,
  /** The request path, without the query (which carries the projectId). */
  path: Schema.String
}

/** A hosted service was called without a projectId; self-hosted base URLs need none. */
export class ProjectIdRequired extends Schema.TaggedError<ProjectIdRequired>()("ProjectIdRequired", {
  api: ApiName
}) {
  override get message() {
    return `A projectId is required to use the hosted ${this.api}`
  }
}

/** The service answered with a status outside 2xx (after the retries the policy allows). */
export class ApiStatusError extends Schema.TaggedError<ApiStatusError>()("ApiStatusError", {
  ...ApiRequest,
  status: Schema.Number
}) {
  override get message() {
    return `The ${this.api} answered ${this.status} to ${this.method} ${this.path}`
  }
}

/** No answer within the per-attempt time-out, on the last attempt. */
export class ApiTimeout extends Schema.TaggedError<ApiTimeout>()("ApiTimeout", {
  ...ApiRequest,
  timeoutMs: Schema.Number
}) {
  override get message() {
    return `The ${this.api} did not answer ${this.method} ${this.path} within ${this.timeoutMs / 1000} s`
  }
}

/** The request never got an answer: network down, DNS, CORS, refused connection. */
export class ApiUnreachable extends Schema.TaggedError<ApiUnreachable>()("ApiUnreachable", {
  ...ApiRequest,
  ...Details
}) {
  override get message() {
    return `The ${this.api} could not be reached (${this.method} ${this.path})`
  }
}

/** The answer was not JSON or not of the expected shape. */
export class ApiInvalidResponse extends Schema.TaggedError<ApiInvalidResponse>()("ApiInvalidResponse", {
  ...ApiRequest,
  details: Schema.String
}) {
  override get message() {
    return `The ${this.api} sent an unexpected answer to ${this.method} ${this.path}`
  }
}

/** The answer was larger than the core reads (5 MB, `API_RESPONSE_MAX_BYTES`); it was not read to its end. */
export class ApiResponseTooLarge extends Schema.TaggedError<ApiResponseTooLarge>()("ApiResponseTooLarge", {
  ...ApiRequest,
  limitBytes: Schema.Number
}) {
  override get message() {
    return `The ${this.api} sent an answer larger than ${Math.round(this.limitBytes / 1024 / 1024)} MB to ${this.method} ${this.path}`
  }
}

/** Everything an HTTP call of the core can fail with. */
export type ApiError =
  | ProjectIdRequired
  | ApiStatusError
  | ApiTimeout
  | ApiUnreachable
  | ApiInvalidResponse
  | ApiResponseTooLarge

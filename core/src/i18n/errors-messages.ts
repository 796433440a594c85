// Effect-free: the modal and the CLI show the core's errors in the visitor's language.
import { defineMessages } from "./define-messages.js"
import { translate, type LoadedTranslations } from "./messages.js"
import type { DisplayLocale } from "./locales.js"
import { PSEUDO_LOCALE } from "./pseudo-locale.js"
import { describeReason } from "./receiver-messages.js"
import type { ReceiverProblem } from "../errors/receiver-problem.js"
import type { MessageParams } from "./format-message.js"

/**
 * What the core's errors say, by the error's tag. The English entries are the errors' own
 * messages (SPEC §8's exact words), written only here: a class's `message` is its entry
 * (gangway-error.ts). A parameter `{name}` is filled from the error's
 * field of that name. An error without an entry has a `message` of its own.
 */
export const errorMessages = defineMessages("errors", {
  // Balances, gas, swaps
  TokenBalanceUnavailable: "Token Balance Unavailable",
  GasPriceNetworkUnsupported: "Network not supported for Gas Price",
  SwapsNetworkUnsupported: "Network not supported for Swaps",
  // Connection
  DisconnectFailed: "Failed to disconnect",
  CooldownActive: "Please try again after {secondsLeft} seconds",
  InvalidAppConfiguration: "Invalid App Configuration",
  AuthInitializationFailed: "A problem occurred while trying initialize authentication",
  SignatureDeclined: "Signature declined",
  SmartAccountUnsupported: "This application might not support Smart Accounts",
  RequestDeclined: "{action, select, connect {Connection declined} other {Network switch declined}}",
  RelayUnreachable:
    "The WalletConnect relay ({relayUrl}) could not be reached within {seconds} seconds. Check the connection and try again.",
  NetworkNotApproved:
    "Your wallet did not approve {network} for this connection. Disconnect and connect again, choosing {network} in the wallet.",
  ConnectorNotFound: "Wallet not available: {connectorId}",
  WalletRequestFailed: "The wallet could not complete {method}",
  WalletLinkRefused: "{wallet}'s link could not be opened safely. Scan the QR code instead.",
  WalletAnswerInvalid:
    "The wallet's answer to {method} is not valid, so it was not used. Check the wallet before trying again.",
  MalformedRequest: "The request is malformed, so it was not sent: give a method name and JSON parameters.",
  WalletSessionRefused:
    "Your wallet approved no usable account on this app's networks. Connect again and choose one of them in the wallet.",
  // Secure frame
  EmailLoginDependencyUnavailable: "Unable to load email login dependency",
  RequestAborted: "Request was aborted",
  SomethingWentWrong: "Something went wrong",
  FrameErrorReply: "{hasReply, select, yes {{reply}} other {An error occurred}}",
  PopupBlocked: "The login window was blocked. Allow pop-ups for this site, or try again.",
  SocialLoginClosed: "The login window was closed before the login finished. Try again.",
  AuthNotConfigured: "Email and social login are not set up for this app",
  // Requests and state preconditions
  RpcMethodNotAllowed: "Requested RPC call is not allowed",
  TransactionsFetchFailed: "Failed to fetch transactions",
  NftsFetchFailed: "Failed to fetch NFTs",
  TransactionsRequireAccount: "Transactions can't be fetched without an accountAddress",
  SiwxNotEnabled: "SIWX is not enabled",
  NoActiveCaipAddress: "No ActiveCaipAddress found",
  NoActiveCaipNetwork: "No ActiveCaipNetwork or client found",
  NoConnectionClient: "No ConnectionController client found",
  UnsupportedChain: "Unsupported chain: {caipNetworkId}",
  MissingAdapter: "No adapter for namespace {namespace}",
  MissingNetwork: "Unknown network: {caipNetworkId}",
  InvalidInput: "Invalid {field}: {reason}",
  // Sending
  SendRequirementsMissing:
    "{namespace, select, solana {Please enter a valid amount and receiver address} other {Missing for this send: {missingList}}}",
  InvalidFeeSettings: "Invalid fee settings: {details}",
  InsufficientGas: "Not enough {symbol} to pay for gas",
  BelowDustLimit: "{amount} {symbol} is too small to send to this address: send at least {minimum} {symbol}",
  InsufficientBalance:
    "Not enough {symbol}: this send needs {needed} {symbol} with its fee, the account can spend {available} {symbol}. Send less or add funds",
  SendUnavailable: "Sending is not available on {network} here: send from the wallet itself",
  OnrampAmountOutOfRange: "Amount must be between {min} and {max}",
  TransactionNotFound: "Transaction not found: {hash}",
  ChainError:
    "{reason, select, ExecutionReverted {Execution reverted} NonceTooHigh {Nonce too high} NonceTooLow {Nonce too low} FeeCapTooHigh {Fee cap too high} FeeCapTooLow {Fee cap too low} InsufficientFunds {Insufficient funds for gas and value} GasTooHigh {Gas limit too high} GasTooLow {Gas limit too low} TransactionTypeNotSupported {Transaction type not supported} TipAboveFeeCap {Priority fee above max fee} InvalidAnswer {The node sent an invalid answer, which was not used. Try again or use another RPC URL} other {Unknown node error}}",
  // Services
  ProjectIdRequired: "A projectId is required to use the hosted {api}",
  ApiStatusError: "The {api} answered {status} to {method} {path}",
  ApiTimeout: "The {api} did not answer {method} {path} within {seconds} s",
  ApiUnreachable: "The {api} could not be reached ({method} {path})",
  ApiInvalidResponse: "The {api} sent an unexpected answer to {method} {path}",
  ApiResponseTooLarge: "The {api} sent an answer larger than {megabytes} MB to {method} {path}",
  // Names
  NameRefused:
    "{rule, select, empty {Type a name} too-short {A name has at least 3 characters} too-long {A name has at most 63 characters} characters {Use only lowercase letters a–z, digits and hyphens} hyphen {A name cannot start or end with a hyphen} punycode {Names starting with xn-- (punycode) are not accepted: type the name in letters a–z and digits} other {Only names ending in .reown.id can be registered here}}",
  NameTaken: "{name} is already registered: choose another name",
  NameSignatureRefused:
    "The registration of {name} was refused: the signature is not the connected account's. Sign again with this account",
  NamesNetworkUnsupported: "Names cannot be registered on {network}: switch to a network that supports names",
  // Smart sessions
  SessionsNetworkUnsupported: "Smart sessions are not available on {network}: switch to a network that supports them",
  SessionNotFound: "This session is not one of the account's: list the sessions again",
  SessionSpendRefused: "The wallet refused this spend: {reason}",
  SessionRevokeRefused:
    "The revocation was refused: the signature is not the account's. Sign again with the account that granted it",
  // Buying crypto
  OnrampDisabled: "Buying crypto is turned off in this app",
  OnrampNetworkUnsupported:
    "{hasAsset, select, yes {{asset} cannot be bought on {network}: choose another asset or network} other {Buying crypto is not offered on {network}: switch to another network}}",
  OnrampPaymentUnsupported:
    "{paymentMethod, select, card {Paying in {paymentCurrency} by card is not offered: choose another currency or method} other {Paying in {paymentCurrency} by bank account is not offered: choose another currency or method}}",
  OnrampUrlUnavailable: "The payment page could not be opened: try again in a moment",
  OnrampPurchaseFailed: "The purchase failed and nothing was delivered: check the payment details and try again",
  // Swaps
  SwapsDisabled: "Swaps are turned off in this app",
  SwapTokenUnknown: "{token} cannot be swapped on {network}: choose a token from the swap list",
  SwapPairUnsupported: "No quote for {from} to {to}: choose another pair or amount",
  SwapBalanceTooLow:
    "Not enough {symbol}: the swap pays {needed} {symbol}, the account holds {available} {symbol}. Swap less or add funds",
  SwapSlippageExceeded:
    "The price moved: the swap would now give {now} {symbol}, below the {minimum} {symbol} that {slippage}% slippage allows. Nothing was swapped; review the new quote",
  SwapReverted: "The swap failed on chain (transaction {hash}); only its network fee was spent. Try again",
  // Sign-in (SIWX)
  SiwxNonceRefused: "This sign-in request has expired or was already used. Sign in again.",
  SiwxMessageExpired: "The sign-in message is no longer valid. Sign in again.",
  SiwxDomainMismatch: "The sign-in message is for {domain}, not this site. Sign in from this site's own page.",
  SiwxWrongChain: "Sign-in on {chainId} is not accepted here. Switch to one of the site's networks and sign in again.",
  SiwxSignatureInvalid: "The signature does not match the connected account. Sign in again with that account.",
  SiwxBackendFailed: "The sign-in service at {url} did not answer as expected. Try again in a moment.",
  SiwxMessageRefused:
    "The sign-in message was refused: {reason, select, format {it is not a well-formed sign-in message} domain {it names another site than this one} uri {its address is not on this site} chain {its network is not one of this site's} address {its account is not written as the standard asks} version {its version is not 1} nonce {its one-time code is not 8 or more letters and digits} statement {its statement is not a single line} resources {one of its resources is not a valid address} issued-at {its time of issue is malformed or in the future} expiration-time {it has expired, or its expiry is malformed} not-before {its start time is malformed or not yet come} request-id {its request ID is not a single line} other {it breaks a sign-in rule}}. Nothing was signed in. Try again, and tell the site if it happens again."
})

type ErrorLike = { readonly _tag?: string | undefined; readonly message: string }

type Fields = Readonly<Record<string, unknown>>

// Parameters an error's message computes from its fields rather than shows as they are.
const derivedParams: Readonly<Record<string, (error: Fields) => MessageParams>> = {
  FrameErrorReply: (error) => ({
    hasReply: typeof error.reply === "string" && error.reply.length > 0 ? "yes" : "no"
  }),
  SendRequirementsMissing: (error) => ({
    missingList: Array.isArray(error.missing) ? error.missing.join(", ") : ""
  }),
  ApiTimeout: (error) => ({ seconds: Number(error.timeoutMs) / 1000 }),
  ApiResponseTooLarge: (error) => ({ megabytes: Math.round(Number(error.limitBytes) / 1024 / 1024) }),
  OnrampNetworkUnsupported: (error) => ({ hasAsset: error.asset === undefined ? "no" : "yes" })
}

const paramsOf = (
  tag: string,
  error: ErrorLike,
  locale: DisplayLocale,
  loaded: LoadedTranslations | undefined
): MessageParams => ({
  ...Object.fromEntries(
    Object.entries(error as Fields).filter((entry): entry is [string, string | number | bigint] =>
      ["string", "number", "bigint"].includes(typeof entry[1])
    )
  ),
  ...derivedParams[tag]?.(error as Fields),
  ...(tag === "InvalidInput" ? reasonParam(error as Fields, locale, loaded) : {})
})

// A refused receiver's typed problem in the person's language (the pseudo-locale marks the whole message).
const reasonParam = (error: Fields, locale: DisplayLocale, loaded: LoadedTranslations | undefined): MessageParams => {
  if (typeof error.reason !== "string") return {}
  const typed = { reason: error.reason, problem: error.problem as ReceiverProblem | undefined }
  return { reason: describeReason(typed, locale === PSEUDO_LOCALE ? "en" : locale, loaded) }
}

/** An error's message in `locale`: its catalogue entry by tag, else its own message. */
export const describeError = (
  error: ErrorLike,
  locale: DisplayLocale,
  loaded: LoadedTranslations | undefined
): string => {
  const tag = error._tag
  if (tag === undefined || !Object.hasOwn(errorMessages.en, tag)) return error.message
  return translate(errorMessages, locale, loaded, tag as never, paramsOf(tag, error, locale, loaded))
}

// Connection (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#connection"

export class DisconnectFailed extends GangwayError<DisconnectFailed>(DOCS)("DisconnectFailed", Details) {}

/** A rate-limited action asked again too early, e.g. email login (30 s). */
export class CooldownActive extends GangwayError<CooldownActive>(DOCS)("CooldownActive", {
  secondsLeft: Schema.Number
}) {}

export class InvalidAppConfiguration extends GangwayError<InvalidAppConfiguration>(DOCS)(
  "InvalidAppConfiguration",
  Details
) {}

export class AuthInitializationFailed extends GangwayError<AuthInitializationFailed>(DOCS)(
  "AuthInitializationFailed",
  Details
) {}

/** The user declined a signature or transaction in the wallet (EIP-1193 4001). */
export class SignatureDeclined extends GangwayError<SignatureDeclined>(DOCS)("SignatureDeclined", Details) {}

export class SmartAccountUnsupported extends GangwayError<SmartAccountUnsupported>(DOCS)(
  "SmartAccountUnsupported",
  Details
) {}

/** The user said no in the wallet to connecting or to switching network (EIP-1193 4001). */
export class RequestDeclined extends GangwayError<RequestDeclined>(DOCS)("RequestDeclined", {
  action: Schema.Literals(["connect", "switchNetwork"]),
  ...Details
}) {}

/** A WalletConnect relay that does not answer in time: not the wallet's fault, nothing was asked of it. */
export class RelayUnreachable extends GangwayError<RelayUnreachable>(DOCS)("RelayUnreachable", {
  relayUrl: Schema.String,
  seconds: Schema.Number
}) {}

/** A network the connected WalletConnect wallet did not approve for this session. */
export class NetworkNotApproved extends GangwayError<NetworkNotApproved>(DOCS)("NetworkNotApproved", {
  network: Schema.String
}) {}

export class ConnectorNotFound extends GangwayError<ConnectorNotFound>(DOCS)("ConnectorNotFound", {
  connectorId: Schema.String
}) {}

/** A wallet answered a request with an error that is neither a rejection nor a chain error. */
export class WalletRequestFailed extends GangwayError<WalletRequestFailed>(DOCS)("WalletRequestFailed", {
  method: Schema.String,
  code: Schema.optional(Schema.Number),
  ...Details
}) {}

/** A wallet answered a request with something that is not an answer to it (SPEC §5): it is not used. */
export class WalletAnswerInvalid extends GangwayError<WalletAnswerInvalid>(DOCS)("WalletAnswerInvalid", {
  method: Schema.String,
  /** What was wrong with the answer, for logs and developers. */
  reason: Schema.String
}) {}

/** A request that is not one (EIP-1193: a string method, JSON params): it reaches no wallet. */
export class MalformedRequest extends GangwayError<MalformedRequest>(DOCS)("MalformedRequest", {
  /** What was wrong with it, for logs and developers. */
  reason: Schema.String
}) {}

/** A WalletConnect wallet approved no usable account on the dApp's networks: the session is ended. */
export class WalletSessionRefused extends GangwayError<WalletSessionRefused>(DOCS)("WalletSessionRefused", {
  /** What was wrong with the approval, for logs and developers. */
  reason: Schema.String
}) {}

/**
 * A wallet's link from the directory is neither a https universal link nor the wallet's
 * own app scheme (a `javascript:`, `data:` or `http:` link, a malformed one): it is not
 * opened, and the QR code stays the way to connect.
 */
export class WalletLinkRefused extends GangwayError<WalletLinkRefused>(DOCS)("WalletLinkRefused", {
  wallet: Schema.String,
  /** Why, in plain words, for logs and developers. */
  reason: Schema.String
}) {}

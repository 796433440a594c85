// Sending (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#sending"

export class SendRequirementsMissing extends GangwayError<SendRequirementsMissing>(DOCS)("SendRequirementsMissing", {
  missing: Schema.Array(Schema.String),
  namespace: Schema.String
}) {}

export class InvalidFeeSettings extends GangwayError<InvalidFeeSettings>(DOCS)("InvalidFeeSettings", {
  rule: Schema.Literals(["gasPriceWithEip1559Fees", "maxFeePerGasTooHigh", "tipAboveFeeCap"]),
  details: Schema.String
}) {}

export class InsufficientGas extends GangwayError<InsufficientGas>(DOCS)("InsufficientGas", {
  symbol: Schema.String
}) {}

/** The amount is below what the network relays for the receiver's kind of address (Bitcoin's dust limit). */
export class BelowDustLimit extends GangwayError<BelowDustLimit>(DOCS)("BelowDustLimit", {
  amount: Schema.String,
  minimum: Schema.String,
  symbol: Schema.String
}) {}

/** The account's coins do not cover the amount and its fee. */
export class InsufficientBalance extends GangwayError<InsufficientBalance>(DOCS)("InsufficientBalance", {
  needed: Schema.String,
  available: Schema.String,
  symbol: Schema.String
}) {}

/** The namespace has no send here (Polkadot: no chain the adapter can read or submit to). */
export class SendUnavailable extends GangwayError<SendUnavailable>(DOCS)("SendUnavailable", {
  caipNetworkId: Schema.String,
  network: Schema.String
}) {}

export class OnrampAmountOutOfRange extends GangwayError<OnrampAmountOutOfRange>(DOCS)("OnrampAmountOutOfRange", {
  paymentMethod: Schema.String,
  min: Schema.String,
  max: Schema.String
}) {}

export class TransactionNotFound extends GangwayError<TransactionNotFound>(DOCS)("TransactionNotFound", {
  hash: Schema.String
}) {}

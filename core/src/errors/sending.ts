// Sending (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#sending"

export class SendRequirementsMissing extends GangwayError<SendRequirementsMissing>(DOCS)("SendRequirementsMissing", {
  missing: Schema.Array(Schema.String),
  namespace: Schema.String
}) {
  override get message() {
    return this.namespace === "solana"
      ? "Please enter a valid amount and receiver address"
      : `Missing for this send: ${this.missing.join(", ")}`
  }
}

export class InvalidFeeSettings extends GangwayError<InvalidFeeSettings>(DOCS)("InvalidFeeSettings", {
  rule: Schema.Literals(["gasPriceWithEip1559Fees", "maxFeePerGasTooHigh", "tipAboveFeeCap"]),
  details: Schema.String
}) {
  override get message() {
    return `Invalid fee settings: ${this.details}`
  }
}

export class InsufficientGas extends GangwayError<InsufficientGas>(DOCS)("InsufficientGas", {
  symbol: Schema.String
}) {
  override get message() {
    return `Not enough ${this.symbol} to pay for gas`
  }
}

/** The amount is below what the network relays for the receiver's kind of address (Bitcoin's dust limit). */
export class BelowDustLimit extends GangwayError<BelowDustLimit>(DOCS)("BelowDustLimit", {
  amount: Schema.String,
  minimum: Schema.String,
  symbol: Schema.String
}) {
  override get message() {
    return `${this.amount} ${this.symbol} is too small to send to this address: send at least ${this.minimum} ${this.symbol}`
  }
}

/** The account's coins do not cover the amount and its fee. */
export class InsufficientBalance extends GangwayError<InsufficientBalance>(DOCS)("InsufficientBalance", {
  needed: Schema.String,
  available: Schema.String,
  symbol: Schema.String
}) {
  override get message() {
    return `Not enough ${this.symbol}: this send needs ${this.needed} ${this.symbol} with its fee, the account can spend ${this.available} ${this.symbol}. Send less or add funds`
  }
}

/** The namespace has no send here (Polkadot: no chain the adapter can read or submit to). */
export class SendUnavailable extends GangwayError<SendUnavailable>(DOCS)("SendUnavailable", {
  caipNetworkId: Schema.String,
  network: Schema.String
}) {
  override get message() {
    return `Sending is not available on ${this.network} here: send from the wallet itself`
  }
}

export class OnrampAmountOutOfRange extends GangwayError<OnrampAmountOutOfRange>(DOCS)("OnrampAmountOutOfRange", {
  paymentMethod: Schema.String,
  min: Schema.String,
  max: Schema.String
}) {
  override get message() {
    return `Amount must be between ${this.min} and ${this.max}`
  }
}

export class TransactionNotFound extends GangwayError<TransactionNotFound>(DOCS)("TransactionNotFound", {
  hash: Schema.String
}) {
  override get message() {
    return `Transaction not found: ${this.hash}`
  }
}

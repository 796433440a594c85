import { Schema } from "effect"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#buying-crypto"

/** The dApp turned buying off (`features.onramp: false`). */
export class OnrampDisabled extends GangwayError<OnrampDisabled>(DOCS)("OnrampDisabled", {}) {
  override get message() {
    return "Buying crypto is turned off in this app"
  }
}

/** Nothing can be bought on the active network (or not this asset). */
export class OnrampNetworkUnsupported extends GangwayError<OnrampNetworkUnsupported>(DOCS)("OnrampNetworkUnsupported", {
  caipNetworkId: Schema.String,
  network: Schema.String,
  asset: Schema.optional(Schema.String)
}) {
  override get message() {
    return this.asset === undefined
      ? `Buying crypto is not offered on ${this.network}: switch to another network`
      : `${this.asset} cannot be bought on ${this.network}: choose another asset or network`
  }
}

/** The payment currency or method is not one the provider takes. */
export class OnrampPaymentUnsupported extends GangwayError<OnrampPaymentUnsupported>(DOCS)("OnrampPaymentUnsupported", {
  paymentCurrency: Schema.String,
  paymentMethod: Schema.String
}) {
  override get message() {
    return `Paying in ${this.paymentCurrency} by ${this.paymentMethod === "card" ? "card" : "bank account"} is not offered: choose another currency or method`
  }
}

/** The data API gave no provider page to open. */
export class OnrampUrlUnavailable extends GangwayError<OnrampUrlUnavailable>(DOCS)("OnrampUrlUnavailable", {
  details: Schema.optional(Schema.String)
}) {
  override get message() {
    return "The payment page could not be opened: try again in a moment"
  }
}

/** The provider reported the purchase failed (a declined card or bank account, say). */
export class OnrampPurchaseFailed extends GangwayError<OnrampPurchaseFailed>(DOCS)("OnrampPurchaseFailed", {
  orderId: Schema.String
}) {
  override get message() {
    return "The purchase failed and nothing was delivered: check the payment details and try again"
  }
}

import { Schema } from "effect"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#buying-crypto"

/** The dApp turned buying off (`features.onramp: false`). */
export class OnrampDisabled extends GangwayError<OnrampDisabled>(DOCS)("OnrampDisabled", {}) {}

/** Nothing can be bought on the active network (or not this asset). */
export class OnrampNetworkUnsupported extends GangwayError<OnrampNetworkUnsupported>(DOCS)("OnrampNetworkUnsupported", {
  caipNetworkId: Schema.String,
  network: Schema.String,
  asset: Schema.optional(Schema.String)
}) {}

/** The payment currency or method is not one the provider takes. */
export class OnrampPaymentUnsupported extends GangwayError<OnrampPaymentUnsupported>(DOCS)("OnrampPaymentUnsupported", {
  paymentCurrency: Schema.String,
  paymentMethod: Schema.String
}) {}

/** The data API gave no provider page to open. */
export class OnrampUrlUnavailable extends GangwayError<OnrampUrlUnavailable>(DOCS)("OnrampUrlUnavailable", {
  details: Schema.optional(Schema.String)
}) {}

/** The provider reported the purchase failed (a declined card or bank account, say). */
export class OnrampPurchaseFailed extends GangwayError<OnrampPurchaseFailed>(DOCS)("OnrampPurchaseFailed", {
  orderId: Schema.String
}) {}

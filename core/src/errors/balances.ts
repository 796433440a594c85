// Balances, gas and swaps (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"

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

export class SwapsNetworkUnsupported extends Schema.TaggedError<SwapsNetworkUnsupported>()("SwapsNetworkUnsupported", {
  caipNetworkId: Schema.String
}) {
  override get message() {
    return "Network not supported for Swaps"
  }
}

// Balances, gas and swaps (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#balances-and-history"

export class TokenBalanceUnavailable extends GangwayError<TokenBalanceUnavailable>(DOCS)(
  "TokenBalanceUnavailable",
  Details
) {}

export class GasPriceNetworkUnsupported extends GangwayError<GasPriceNetworkUnsupported>(DOCS)(
  "GasPriceNetworkUnsupported",
  { caipNetworkId: Schema.String }
) {}

export class SwapsNetworkUnsupported extends GangwayError<SwapsNetworkUnsupported>(DOCS)("SwapsNetworkUnsupported", {
  caipNetworkId: Schema.String
}) {}

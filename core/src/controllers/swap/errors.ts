import { Schema } from "effect"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#swaps"

/** The dApp turned swaps off (`features.swaps: false`). */
export class SwapsDisabled extends GangwayError<SwapsDisabled>(DOCS)("SwapsDisabled", {}) {}

/** A token named for the swap is not one the network's swap list has. */
export class SwapTokenUnknown extends GangwayError<SwapTokenUnknown>(DOCS)("SwapTokenUnknown", {
  token: Schema.String,
  network: Schema.String
}) {}

/** No quote for the pair (no pool trades it, or not this amount). */
export class SwapPairUnsupported extends GangwayError<SwapPairUnsupported>(DOCS)("SwapPairUnsupported", {
  from: Schema.String,
  to: Schema.String
}) {}

/** The account holds less of the token than the swap pays. */
export class SwapBalanceTooLow extends GangwayError<SwapBalanceTooLow>(DOCS)("SwapBalanceTooLow", {
  symbol: Schema.String,
  needed: Schema.String,
  available: Schema.String
}) {}

/** The pool moved: the swap would now pay out less than the minimum the slippage allows. */
export class SwapSlippageExceeded extends GangwayError<SwapSlippageExceeded>(DOCS)("SwapSlippageExceeded", {
  symbol: Schema.String,
  minimum: Schema.String,
  now: Schema.String,
  slippage: Schema.Number
}) {}

/** The swap's transaction failed on chain for another reason than the price. */
export class SwapReverted extends GangwayError<SwapReverted>(DOCS)("SwapReverted", {
  hash: Schema.String
}) {}

import { Schema } from "effect"
import { GangwayError } from "../../errors/gangway-error.js"

const DOCS = "docs/errors.md#swaps"

/** The dApp turned swaps off (`features.swaps: false`). */
export class SwapsDisabled extends GangwayError<SwapsDisabled>(DOCS)("SwapsDisabled", {}) {
  override get message() {
    return "Swaps are turned off in this app"
  }
}

/** A token named for the swap is not one the network's swap list has. */
export class SwapTokenUnknown extends GangwayError<SwapTokenUnknown>(DOCS)("SwapTokenUnknown", {
  token: Schema.String,
  network: Schema.String
}) {
  override get message() {
    return `${this.token} cannot be swapped on ${this.network}: choose a token from the swap list`
  }
}

/** No quote for the pair (no pool trades it, or not this amount). */
export class SwapPairUnsupported extends GangwayError<SwapPairUnsupported>(DOCS)("SwapPairUnsupported", {
  from: Schema.String,
  to: Schema.String
}) {
  override get message() {
    return `No quote for ${this.from} to ${this.to}: choose another pair or amount`
  }
}

/** The account holds less of the token than the swap pays. */
export class SwapBalanceTooLow extends GangwayError<SwapBalanceTooLow>(DOCS)("SwapBalanceTooLow", {
  symbol: Schema.String,
  needed: Schema.String,
  available: Schema.String
}) {
  override get message() {
    return `Not enough ${this.symbol}: the swap pays ${this.needed} ${this.symbol}, the account holds ${this.available} ${this.symbol}. Swap less or add funds`
  }
}

/** The pool moved: the swap would now pay out less than the minimum the slippage allows. */
export class SwapSlippageExceeded extends GangwayError<SwapSlippageExceeded>(DOCS)("SwapSlippageExceeded", {
  symbol: Schema.String,
  minimum: Schema.String,
  now: Schema.String,
  slippage: Schema.Number
}) {
  override get message() {
    return `The price moved: the swap would now give ${this.now} ${this.symbol}, below the ${this.minimum} ${this.symbol} that ${this.slippage}% slippage allows. Nothing was swapped; review the new quote`
  }
}

/** The swap's transaction failed on chain for another reason than the price. */
export class SwapReverted extends GangwayError<SwapReverted>(DOCS)("SwapReverted", {
  hash: Schema.String
}) {
  override get message() {
    return `The swap failed on chain (transaction ${this.hash}); only its network fee was spent. Try again`
  }
}

/**
 * How a swap's price impact is judged (SPEC names no number; docs/swap-onramp.md says why these).
 * From the warning threshold the review marks the impact; from the severe one the swap needs a
 * second, deliberate confirmation.
 */
export const SWAP_PRICE_IMPACT_WARNING_PERCENT = 5
export const SWAP_PRICE_IMPACT_SEVERE_PERCENT = 15

export type PriceImpactLevel = "normal" | "warning" | "severe"

/** The level of a price impact in percent (none known, or below the warning, is normal). */
export const priceImpactLevel = (impact: number | undefined): PriceImpactLevel =>
  impact === undefined || !(impact >= SWAP_PRICE_IMPACT_WARNING_PERCENT)
    ? "normal"
    : impact >= SWAP_PRICE_IMPACT_SEVERE_PERCENT
      ? "severe"
      : "warning"

import { describe, expect, it } from "vitest"
import {
  priceImpactLevel,
  SWAP_PRICE_IMPACT_SEVERE_PERCENT,
  SWAP_PRICE_IMPACT_WARNING_PERCENT
} from "./price-impact.js"

describe("price impact levels", () => {
  it("warns from 5 % and calls 15 % and above severe", () => {
    expect([SWAP_PRICE_IMPACT_WARNING_PERCENT, SWAP_PRICE_IMPACT_SEVERE_PERCENT]).toEqual([5, 15])
  })

  it("is normal below the warning, a warning from it, severe from the severe threshold; unknown is normal", () => {
    expect(priceImpactLevel(undefined)).toBe("normal")
    expect(priceImpactLevel(-0.3)).toBe("normal")
    expect(priceImpactLevel(4.99)).toBe("normal")
    expect(priceImpactLevel(5)).toBe("warning")
    expect(priceImpactLevel(14.99)).toBe("warning")
    expect(priceImpactLevel(15)).toBe("severe")
    expect(priceImpactLevel(50.45)).toBe("severe")
    expect(priceImpactLevel(Number.NaN)).toBe("normal")
  })
})

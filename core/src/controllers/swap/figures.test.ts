import { describe, expect, it } from "vitest"
import { minimumReceived, priceImpact, swapRate } from "./figures.js"

describe("swap figures", () => {
  it("minimum received: the quote less the slippage, in basis points, rounded down as the swap's floor is built", () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n)
    expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n)
    expect(minimumReceived(999n, 1)).toBe(989n)
    expect(minimumReceived(1_000n, 0)).toBe(1_000n)
  })

  it("rate: `to` per one `from` across decimals, six significant digits", () => {
    // 1 ETH (18 decimals) for 1494.010471… GWT (18 decimals).
    expect(swapRate(10n ** 18n, 18, 1_494_010_471_000_000_000_000n, 18)).toBe("1494.01")
    // 150 GWT for 0.0996006981 ETH.
    expect(swapRate(150n * 10n ** 18n, 18, 99_600_698_103_990_321n, 18)).toBe("0.000664004")
    // 10 GWT (18 decimals) for 19.94 USDT (6 decimals).
    expect(swapRate(10n * 10n ** 18n, 18, 19_940_000n, 6)).toBe("1.994")
    expect(swapRate(0n, 18, 5n, 6)).toBe("0")
  })

  it("price impact: how much less the output is worth than the input at market prices; none without both prices", () => {
    expect(
      priceImpact(
        { units: 10n ** 18n, decimals: 18, price: 3000 },
        { units: 1494n * 10n ** 18n, decimals: 18, price: 2 }
      )
    ).toBe(0.4)
    expect(
      priceImpact({ units: 10n ** 18n, decimals: 18, price: undefined }, { units: 1n, decimals: 18, price: 2 })
    ).toBeUndefined()
    expect(
      priceImpact({ units: 10n ** 18n, decimals: 18, price: 3000 }, { units: 1n, decimals: 18, price: undefined })
    ).toBeUndefined()
  })
})

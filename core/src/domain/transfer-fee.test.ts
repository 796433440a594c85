import { describe, expect, it } from "vitest"
import { feeRateText, gasFee } from "./transfer-fee.js"

describe("the fee description", () => {
  it("an EVM fee: gas at a price in wei, written in gwei", () => {
    const fee = gasFee(21_000n, 1_500_000_000n)
    expect(fee).toEqual({
      amount: 31_500_000_000_000n,
      units: 21_000n,
      unit: "gas",
      rate: { value: 1_500_000_000n, decimals: 9, unit: "gwei" },
      label: "gas"
    })
    expect(feeRateText(fee.rate)).toBe("1.5")
    expect(feeRateText(gasFee(1n, 1n).rate)).toBe("0.000000001")
  })

  it("rates counted in whole units are written as they are", () => {
    expect(feeRateText({ value: 5_000n, decimals: 0, unit: "lamports" })).toBe("5000")
    expect(feeRateText({ value: 12n, decimals: 0, unit: "sat/vB" })).toBe("12")
  })
})

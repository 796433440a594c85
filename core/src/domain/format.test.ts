import { describe, expect, it } from "vitest"
import { DISPLAY_DECIMALS } from "../constants.js"
import { formatAmount } from "./amount.js"
import {
  formatBalance,
  formatQuantity,
  formatTokenValue,
  multiplyDecimal,
  numberToDecimal,
  roundDecimal
} from "./format.js"

describe("display formatting (SPEC §9: balance 3, fungible quantity 3, token value 2)", () => {
  it("uses the spec's numbers of decimals", () => {
    expect(DISPLAY_DECIMALS).toEqual({ balance: 3, fungibleQuantity: 3, tokenValue: 2 })
  })

  it("a balance shows 3 decimals, cut rather than rounded up, with its symbol", () => {
    expect(formatBalance("1.23456", "ETH")).toBe("1.234 ETH")
    expect(formatBalance("1.9999", "ETH")).toBe("1.999 ETH")
    expect(formatBalance("10000")).toBe("10000")
    expect(formatBalance("0", "ETH")).toBe("0.000 ETH")
    expect(formatBalance("0.0004")).toBe("0.000")
    expect(formatBalance(undefined, "ETH")).toBe("0.000 ETH")
  })

  it("an 18-decimal balance is exact: no float rounding", () => {
    // 9007199254740993.999999999999999999 ETH is beyond a double's precision.
    const balance = formatAmount(9_007_199_254_740_993_999_999_999_999_999_999n, 18)
    expect(balance).toBe("9007199254740993.999999999999999999")
    expect(formatBalance(balance, "ETH")).toBe("9007199254740993.999 ETH")
    expect(formatQuantity("0.000000000000000001")).toBe("0")
  })

  it("a fungible quantity shows 3 decimals", () => {
    expect(formatQuantity("12.3456789")).toBe("12.345")
    expect(formatQuantity("5")).toBe("5")
  })

  it("a token value shows exactly 2 decimals, rounded half up", () => {
    expect(formatTokenValue(3000)).toBe("3000.00")
    expect(formatTokenValue(1.005)).toBe("1.01")
    expect(formatTokenValue(0.004)).toBe("0.00")
    expect(formatTokenValue("29999999999999999999.995")).toBe("30000000000000000000.00")
    expect(formatTokenValue(undefined)).toBe("0.00")
  })

  it("decimal helpers are exact", () => {
    expect(numberToDecimal(1e-7)).toBe("0.0000001")
    expect(numberToDecimal(1e21)).toBe("1000000000000000000000")
    expect(roundDecimal("-1.235", 2)).toBe("-1.24")
    expect(roundDecimal("-0.001", 2)).toBe("0.00")
    expect(multiplyDecimal("10000.000000000000000001", 3000)).toBe("30000000.000000000000003")
    expect(multiplyDecimal("1.5", "-2")).toBe("-3")
  })
})

describe("display formatting stays linear on long decimal text", () => {
  it("multiplies and rounds a 100000-digit fraction quickly", () => {
    const long = `0.${"0".repeat(100_000)}1`
    const started = performance.now()
    expect(multiplyDecimal(long, "2")).toBe(`0.${"0".repeat(100_000)}2`)
    expect(multiplyDecimal(`1.${"0".repeat(100_000)}`, "2")).toBe("2")
    expect(formatTokenValue(long)).toBe("0.00")
    expect(formatQuantity(long)).toBe("0")
    expect(performance.now() - started).toBeLessThan(500)
  })
})

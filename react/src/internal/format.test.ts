import { describe, expect, it } from "vitest"
import { formatBalance, formatNumber } from "./format.js"
import { formatUsd } from "./money.js"

describe("formatBalance: every balance the modal shows (SPEC §9: 3 decimals)", () => {
  it("groups the whole part and cuts (never rounds up) to 3 decimals", () => {
    expect(formatBalance("10000")).toBe("10,000")
    expect(formatBalance("9999.4999")).toBe("9,999.499")
    expect(formatBalance("1234567.5")).toBe("1,234,567.5")
    expect(formatBalance("0.1000")).toBe("0.1")
    expect(formatBalance("0")).toBe("0")
  })

  it("works on the exact decimal text: 18 decimals and 30 digits are not squeezed through a float", () => {
    expect(formatBalance("123456789012345678901234567890.999999999999999999")).toBe(
      "123,456,789,012,345,678,901,234,567,890.999"
    )
    expect(formatBalance("0.999999999999999999")).toBe("0.999")
  })

  it("says a balance too small for 3 decimals is there, instead of showing 0", () => {
    expect(formatBalance("0.000999")).toBe("< 0.001")
    expect(formatBalance("0.000000000000000001")).toBe("< 0.001")
  })

  it("shows text that is not a decimal as 0", () => {
    expect(formatBalance("abc")).toBe("0")
    expect(formatBalance("")).toBe("0")
  })
})

describe("formatNumber", () => {
  it("keeps as many decimals as asked, grouped: an amount as typed, a fee", () => {
    expect(formatNumber("1250.000123", 18)).toBe("1,250.000123")
    expect(formatNumber("0.00000042", 8)).toBe("0.00000042")
    expect(formatNumber("0.000000001", 8)).toBe("< 0.00000001")
  })
})

describe("formatUsd", () => {
  it("has exactly 2 decimals, rounded, grouped", () => {
    expect(formatUsd(29998499.875)).toBe("$29,998,499.88")
    expect(formatUsd("1250")).toBe("$1,250.00")
    expect(formatUsd(undefined)).toBe("$0.00")
  })
})

import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { displayUnits, formatAmount, parseAmount, truncateDecimal } from "./amount.js"

describe("amounts are parsed with the token's decimals, as bigint units", () => {
  it("parses exactly, without floating point", () => {
    expect(parseAmount("1.5", 18)).toEqual(Result.succeed(1_500_000_000_000_000_000n))
    expect(parseAmount("0.1", 18)).toEqual(Result.succeed(100_000_000_000_000_000n))
    expect(parseAmount("123456789.123456", 6)).toEqual(Result.succeed(123_456_789_123_456n))
    expect(parseAmount(".5", 6)).toEqual(Result.succeed(500_000n))
    expect(parseAmount("7.", 6)).toEqual(Result.succeed(7_000_000n))
    expect(parseAmount(" 2 ", 0)).toEqual(Result.succeed(2n))
    expect(parseAmount("1.500000", 2)).toEqual(Result.succeed(150n))
  })

  it("rejects bad input with a reason", () => {
    expect(parseAmount("", 18)).toEqual(Result.fail("empty"))
    expect(parseAmount("-1", 18)).toEqual(Result.fail("negative"))
    expect(parseAmount("1e18", 18)).toEqual(Result.fail("not a number"))
    expect(parseAmount("1,5", 18)).toEqual(Result.fail("not a number"))
    expect(parseAmount(".", 18)).toEqual(Result.fail("not a number"))
    expect(parseAmount("0x10", 18)).toEqual(Result.fail("not a number"))
    expect(parseAmount("1.0000001", 6)).toEqual(Result.fail("too many decimals"))
  })

  it("property: format then parse is the identity on units", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.integer({ min: 0, max: 36 }), (units, decimals) => {
        expect(parseAmount(formatAmount(units, decimals), decimals)).toEqual(Result.succeed(units))
      })
    )
  })

  it("property: parsing never throws", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 36 }), (text, decimals) => {
        const result = parseAmount(text, decimals)
        expect(Result.isSuccess(result) || Result.isFailure(result)).toBe(true)
      })
    )
  })
})

describe("display: balance 3 decimals, cut not rounded", () => {
  it("formats 18-decimal values exactly", () => {
    expect(formatAmount(1_234_567_890_123_456_789n, 18)).toBe("1.234567890123456789")
    expect(displayUnits(1_234_567_890_123_456_789n, 18, 3)).toBe("1.234")
    expect(displayUnits(999_999_999_999_999_999n, 18, 3)).toBe("0.999")
    expect(displayUnits(10n ** 18n * 10_000n, 18, 3)).toBe("10000")
    expect(displayUnits(1n, 18, 3)).toBe("0")
    expect(formatAmount(-1_500_000n, 6)).toBe("-1.5")
  })

  it("cuts decimal text to the given places", () => {
    expect(truncateDecimal("12.34567", 2)).toBe("12.34")
    expect(truncateDecimal("12.30000", 3)).toBe("12.3")
    expect(truncateDecimal("12", 3)).toBe("12")
    expect(truncateDecimal("-0.0001", 3)).toBe("0")
    expect(truncateDecimal(".5", 3)).toBe("0.5")
  })
})

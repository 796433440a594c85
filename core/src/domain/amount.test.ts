import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { InvalidInput } from "../errors.js"
import {
  amountProblemText,
  displayUnits,
  formatAmount,
  MAX_AMOUNT_DECIMALS,
  MAX_AMOUNT_TEXT_LENGTH,
  parseAmount,
  truncateDecimal,
  tryFormatAmount
} from "./amount.js"
import { trimTrailingZeros } from "./decimal-text.js"

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

describe("absurd decimals are a typed failure, and the work stays linear in the text", () => {
  it("parseAmount refuses decimals that are not a whole number from 0 to 255 (600000000 threw RangeError)", () => {
    for (const decimals of [600_000_000, 256, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseAmount("1", decimals)).toEqual(Result.fail("unsupported decimals"))
    }
    expect(parseAmount("1", MAX_AMOUNT_DECIMALS)).toEqual(Result.succeed(10n ** 255n))
    expect(amountProblemText["unsupported decimals"]).toBe("the token's number of decimals is not supported")
  })

  it("parseAmount refuses text longer than any amount", () => {
    expect(parseAmount("1".repeat(MAX_AMOUNT_TEXT_LENGTH + 1), 18)).toEqual(Result.fail("too long"))
  })

  it("tryFormatAmount fails typed on absurd decimals; formatAmount throws the typed InvalidInput, never a RangeError", () => {
    expect(tryFormatAmount(1n, 600_000_000)).toEqual(Result.fail("unsupported decimals"))
    expect(tryFormatAmount(15n, 1)).toEqual(Result.succeed("1.5"))
    expect(() => formatAmount(1n, 600_000_000)).toThrow(InvalidInput)
  })

  it("formatting and cutting long decimal text is linear (100000 digits took 20 s)", () => {
    const fraction = `${"0".repeat(100_000)}1`
    const started = performance.now()
    expect(truncateDecimal(`1.${fraction}`, 3)).toBe("1")
    expect(truncateDecimal(`1.${"0".repeat(100_000)}`, 100_000)).toBe("1")
    expect(trimTrailingZeros(`${"0".repeat(100_000)}1${"0".repeat(100_000)}`)).toBe(`${"0".repeat(100_000)}1`)
    expect(formatAmount(10n ** 200n + 1n, 255)).toBe(`0.${"0".repeat(54)}1${"0".repeat(199)}1`)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

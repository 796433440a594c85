import { Result } from "effect"
import { truncateDecimal } from "./decimal-text.js"

/**
 * Token amounts as integer base units (bigint), never floating point.
 * `parseAmount("1.5", 18)` is 1500000000000000000n.
 */

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

export type AmountProblem = "empty" | "not a number" | "negative" | "too many decimals"

export const amountProblemText: Record<AmountProblem, string> = {
  empty: "enter an amount",
  "not a number": "enter a number such as 1.5",
  negative: "the amount must not be negative",
  "too many decimals": "more decimals than the token has"
}

export const parseAmount = (input: string, decimals: number): Result.Result<bigint, AmountProblem> => {
  const text = input.trim()
  if (text === "") return Result.fail("empty")
  if (text.startsWith("-")) return Result.fail("negative")
  const match = DECIMAL.exec(text)
  if (match === null) return Result.fail("not a number")
  const whole = match[1] ?? ""
  const fraction = match[2] ?? ""
  if (whole === "" && fraction === "") return Result.fail("not a number")
  if (fraction.length > decimals) {
    // Trailing zeros beyond the token's precision change nothing.
    if (/[^0]/.test(fraction.slice(decimals))) return Result.fail("too many decimals")
  }
  const units = (whole === "" ? "0" : whole) + fraction.slice(0, decimals).padEnd(decimals, "0")
  return Result.succeed(BigInt(units))
}

/** The exact decimal text of `units` (no trailing zeros). */
export const formatAmount = (units: bigint, decimals: number): string => {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "")
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`
}

/** Base units shown with at most `places` decimals, e.g. a 3-decimal balance. */
export const displayUnits = (units: bigint, decimals: number, places: number): string =>
  truncateDecimal(formatAmount(units, decimals), places)

export { truncateDecimal }

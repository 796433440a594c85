import { Result } from "effect"
import { InvalidInput } from "../errors.js"
import { hasNonZeroDigit, trimTrailingZeros, truncateDecimal } from "./decimal-text.js"

/**
 * Token amounts as integer base units (bigint), never floating point.
 * `parseAmount("1.5", 18)` is 1500000000000000000n.
 */

/**
 * The most decimals an amount can have: token standards store them in a byte (ERC20,
 * SPL). Beyond, `parseAmount` and `tryFormatAmount` fail with "unsupported decimals".
 */
export const MAX_AMOUNT_DECIMALS = 255

/** Longer text is no amount: 2^256 has 78 digits, plus a point and 255 decimals, with room for zeros. */
export const MAX_AMOUNT_TEXT_LENGTH = 512

const DECIMAL = /^([0-9]*)(?:\.([0-9]*))?$/

export type AmountProblem =
  | "empty"
  | "not a number"
  | "negative"
  | "too many decimals"
  | "too long"
  | "unsupported decimals"

export const amountProblemText: Record<AmountProblem, string> = {
  empty: "enter an amount",
  "not a number": "enter a number such as 1.5",
  negative: "the amount must not be negative",
  "too many decimals": "more decimals than the token has",
  "too long": `an amount has at most ${MAX_AMOUNT_TEXT_LENGTH} characters`,
  "unsupported decimals": "the token's number of decimals is not supported"
}

/** Whether `decimals` is a number of decimals amounts can have: a whole number from 0 to 255. */
export const isSupportedDecimals = (decimals: number): boolean =>
  Number.isSafeInteger(decimals) && decimals >= 0 && decimals <= MAX_AMOUNT_DECIMALS

export const parseAmount = (input: string, decimals: number): Result.Result<bigint, AmountProblem> => {
  if (!isSupportedDecimals(decimals)) return Result.fail("unsupported decimals")
  if (input.length > MAX_AMOUNT_TEXT_LENGTH * 2) return Result.fail("too long")
  const text = input.trim()
  if (text === "") return Result.fail("empty")
  if (text.length > MAX_AMOUNT_TEXT_LENGTH) return Result.fail("too long")
  if (text.startsWith("-")) return Result.fail("negative")
  const match = DECIMAL.exec(text)
  if (match === null) return Result.fail("not a number")
  const whole = match[1] ?? ""
  const fraction = match[2] ?? ""
  if (whole === "" && fraction === "") return Result.fail("not a number")
  // Trailing zeros beyond the token's precision change nothing.
  if (fraction.length > decimals && hasNonZeroDigit(fraction.slice(decimals))) return Result.fail("too many decimals")
  const units = (whole === "" ? "0" : whole) + fraction.slice(0, decimals).padEnd(decimals, "0")
  return Result.succeed(BigInt(units))
}

/** The exact decimal text of `units` (no trailing zeros); fails on decimals outside 0 to 255. */
export const tryFormatAmount = (units: bigint, decimals: number): Result.Result<string, "unsupported decimals"> => {
  if (!isSupportedDecimals(decimals)) return Result.fail("unsupported decimals")
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return Result.succeed(`${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`)
}

/**
 * The exact decimal text of `units` (no trailing zeros). `decimals` must be supported
 * (0 to 255, as every decoded token and network has): otherwise this throws the typed
 * `InvalidInput`; `tryFormatAmount` gives the failure as a value instead.
 */
export const formatAmount = (units: bigint, decimals: number): string => {
  const result = tryFormatAmount(units, decimals)
  if (Result.isFailure(result)) throw new InvalidInput({ field: "decimals", reason: amountProblemText[result.failure] })
  return result.success
}

/** Base units shown with at most `places` decimals, e.g. a 3-decimal balance. */
export const displayUnits = (units: bigint, decimals: number, places: number): string =>
  truncateDecimal(formatAmount(units, decimals), places)

export { truncateDecimal }

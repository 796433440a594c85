// Amount text without Effect: the rules `amount.ts` gives as Results, small enough for a page's
// first bundle (`send-amount.ts`, in `@gangway/core/light`).
import { hasNonZeroDigit, trimTrailingZeros } from "./decimal-text.js"

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

/** The integer base units `input` writes with `decimals` decimals, or why it is no amount. */
export const readAmount = (input: string, decimals: number): bigint | AmountProblem => {
  if (!isSupportedDecimals(decimals)) return "unsupported decimals"
  if (input.length > MAX_AMOUNT_TEXT_LENGTH * 2) return "too long"
  const text = input.trim()
  if (text === "") return "empty"
  if (text.length > MAX_AMOUNT_TEXT_LENGTH) return "too long"
  if (text.startsWith("-")) return "negative"
  const match = DECIMAL.exec(text)
  if (match === null) return "not a number"
  const whole = match[1] ?? ""
  const fraction = match[2] ?? ""
  if (whole === "" && fraction === "") return "not a number"
  // Trailing zeros beyond the token's precision change nothing.
  if (fraction.length > decimals && hasNonZeroDigit(fraction.slice(decimals))) return "too many decimals"
  return BigInt((whole === "" ? "0" : whole) + fraction.slice(0, decimals).padEnd(decimals, "0"))
}

/** The exact decimal text of `units` (no trailing zeros); `decimals` is a supported number (0 to 255). */
export const unitsText = (units: bigint, decimals: number): string => {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`
}

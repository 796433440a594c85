import { DISPLAY_DECIMALS } from "../constants.js"
import { hasNonZeroDigit, trimTrailingZeros, truncateDecimal } from "./decimal-text.js"

/**
 * Display formatting of balances, quantities and values (SPEC §9). Everything
 * works on exact decimal text with bigint arithmetic: an 18-decimal balance is
 * never squeezed through a float.
 */

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/

/** The exact decimal text of a JavaScript number (no exponent notation). */
export const numberToDecimal = (value: number): string => {
  if (!Number.isFinite(value)) return "0"
  const text = String(value)
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text)
  if (match === null) return text
  // The shortest round-trip text, with its decimal point moved: 1e-7 is 0.0000001.
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match
  const digits = whole + fraction
  const point = whole.length + Number(exponentText)
  const shifted =
    point <= 0
      ? `0.${"0".repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + "0".repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`
  return sign + shifted
}

const asText = (value: string | number): string => {
  const text = typeof value === "number" ? numberToDecimal(value) : value.trim()
  return DECIMAL_TEXT.test(text) ? text : "0"
}

const split = (text: string) => {
  const negative = text.startsWith("-")
  const unsigned = negative ? text.slice(1) : text
  const point = unsigned.indexOf(".")
  return point === -1
    ? { negative, whole: unsigned, fraction: "" }
    : { negative, whole: unsigned.slice(0, point), fraction: unsigned.slice(point + 1) }
}

/** `value` rounded half away from zero to exactly `places` decimals. */
export const roundDecimal = (value: string | number, places: number): string => {
  const { negative, whole, fraction } = split(asText(value))
  const scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, "0"))
  const roundUp = (fraction[places] ?? "0") >= "5"
  const digits = (scaled + (roundUp ? 1n : 0n)).toString().padStart(places + 1, "0")
  const intPart = digits.slice(0, digits.length - places)
  const fracPart = digits.slice(digits.length - places)
  const result = places === 0 ? intPart : `${intPart}.${fracPart}`
  return negative && hasNonZeroDigit(result) ? `-${result}` : result
}

/** The exact product of two decimals, e.g. a quantity and its price. */
export const multiplyDecimal = (a: string | number, b: string | number): string => {
  const x = split(asText(a))
  const y = split(asText(b))
  const places = x.fraction.length + y.fraction.length
  const product = BigInt(x.whole + x.fraction) * BigInt(y.whole + y.fraction)
  const digits = product.toString().padStart(places + 1, "0")
  const intPart = digits.slice(0, digits.length - places)
  const fracPart = trimTrailingZeros(digits.slice(digits.length - places))
  const result = `${intPart}${fracPart === "" ? "" : `.${fracPart}`}`
  return x.negative !== y.negative && hasNonZeroDigit(result) ? `-${result}` : result
}

/**
 * An account balance for display: cut (never rounded up) to 3 decimals,
 * `0.000` when nothing is held, followed by the symbol when given.
 */
export const formatBalance = (balance: string | undefined, symbol?: string): string => {
  const cut = truncateDecimal(asText(balance ?? "0"), DISPLAY_DECIMALS.balance)
  const shown = cut === "0" ? "0.000" : cut
  return symbol === undefined || symbol === "" ? shown : `${shown} ${symbol}`
}

/** A fungible quantity for display: cut to 3 decimals. */
export const formatQuantity = (numeric: string): string =>
  truncateDecimal(asText(numeric), DISPLAY_DECIMALS.fungibleQuantity)

/** A token value (USD) for display: exactly 2 decimals, rounded. */
export const formatTokenValue = (value: string | number | undefined): string =>
  roundDecimal(value ?? 0, DISPLAY_DECIMALS.tokenValue)

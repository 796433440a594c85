// Effect-free: the modal's first bundle and the CLI write numbers the same way.
import { formatTokenValue } from "./format.js"

// One formatter per number of decimals. Given exact decimal text (not a float), Intl formats it
// exactly: grouping, and cut (never rounded up: no more than is there) to `decimals`.
const formatters: Record<number, Intl.NumberFormat> = {}

/**
 * A non-negative decimal for display, the one way Gangway writes numbers:
 * `1234.56789` → `1,234.567` with 3 decimals. A value too small for `decimals`
 * shows as `< 0.001` rather than 0; text that is not a decimal shows as 0.
 */
export const formatDisplayNumber = (value: string, decimals: number): string => {
  const text = value.trim()
  if (!/^\d+(\.\d+)?$/.test(text)) return "0"
  const shown = (formatters[decimals] ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals, roundingMode: "trunc" })).format(
    text as Intl.StringNumericLiteral
  )
  return shown === "0" && /[1-9]/.test(text) ? `< ${(10 ** -decimals).toFixed(decimals)}` : shown
}

/** A balance or a quantity held (SPEC §9: 3 decimals), e.g. `9,999.499`. */
export const formatDisplayBalance = (balance: string): string => formatDisplayNumber(balance, 3)

let usdFormat: Intl.NumberFormat | undefined

/** A USD value with exactly 2 decimals (SPEC §9 token value), e.g. `$1,250.00`. */
export const formatDisplayUsd = (value: string | number | undefined): string =>
  (usdFormat ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })).format(
    formatTokenValue(value) as Intl.StringNumericLiteral
  )

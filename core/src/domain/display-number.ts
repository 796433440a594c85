// Effect-free: the modal's first bundle and the CLI write numbers the same way.
import { formatTokenValue } from "./format.js"

// One formatter per locale and number of decimals. Given exact decimal text (not a float), Intl
// formats it exactly: the locale's digits and grouping, cut (never rounded up: no more than is
// there) to `decimals`.
const formatters = new Map<string, Intl.NumberFormat>()

const cached = (key: string, make: () => Intl.NumberFormat): Intl.NumberFormat => {
  const known = formatters.get(key)
  if (known !== undefined) return known
  const format = make()
  formatters.set(key, format)
  return format
}

const numberFormat = (locale: string, decimals: number) =>
  cached(
    `${locale}|${decimals}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, roundingMode: "trunc" })
  )

/**
 * A non-negative decimal for display, the one way Gangway writes numbers:
 * `1234.56789` → `1,234.567` with 3 decimals (`1.234,567` in German). A value too
 * small for `decimals` shows as `< 0.001` rather than 0; text that is not a decimal shows as 0.
 */
export const formatDisplayNumber = (value: string, decimals: number, locale = "en"): string => {
  const text = value.trim()
  const format = numberFormat(locale, decimals)
  if (!/^\d+(\.\d+)?$/.test(text)) return format.format(0)
  const shown = format.format(text as Intl.StringNumericLiteral)
  return /[1-9]/.test(text) && !/[1-9١-٩]/.test(shown)
    ? `< ${format.format(`0.${"0".repeat(decimals - 1)}1` as Intl.StringNumericLiteral)}`
    : shown
}

/** A balance or a quantity held (SPEC §9: 3 decimals), e.g. `9,999.499`. */
export const formatDisplayBalance = (balance: string, locale = "en"): string => formatDisplayNumber(balance, 3, locale)

/** A value in `currency` (ISO 4217, USD by default) with exactly 2 decimals (SPEC §9 token value), e.g. `$1,250.00`. */
export const formatDisplayUsd = (value: string | number | undefined, locale = "en", currency = "USD"): string =>
  cached(`${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: "currency", currency })).format(
    formatTokenValue(value) as Intl.StringNumericLiteral
  )

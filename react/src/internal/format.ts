/** `0x1234…abcd`: enough of an address to recognise it. */
export const shortAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`

// One formatter per number of decimals. Given the core's exact decimal text (not a float), Intl
// formats it exactly: grouping, and cut (never rounded up: no more than is there) to `decimals`.
const formatters: Record<number, Intl.NumberFormat> = {}

/**
 * A non-negative decimal for display, the one way the modal writes numbers:
 * `1234.56789` → `1,234.567` with 3 decimals. A value too small for `decimals`
 * shows as `< 0.001` rather than 0; text that is not a decimal shows as 0.
 */
export const formatNumber = (value: string, decimals: number): string => {
  const text = value.trim()
  if (!/^\d+(\.\d+)?$/.test(text)) return "0"
  const shown = (formatters[decimals] ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals, roundingMode: "trunc" })).format(
    text as Intl.StringNumericLiteral
  )
  return shown === "0" && /[1-9]/.test(text) ? `< ${(10 ** -decimals).toFixed(decimals)}` : shown
}

/** A balance or a quantity held (SPEC §9: 3 decimals), e.g. `9,999.499`: the button, Account, token lists, send, activity. */
export const formatBalance = (balance: string): string => formatNumber(balance, 3)

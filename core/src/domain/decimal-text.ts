// Decimal text without Effect: small enough for a UI's first bundle. Every helper here is
// linear in the length of its text (a regex such as /0+$/ is quadratic on long runs of zeros).

/** `text` without its trailing `0`s. */
export const trimTrailingZeros = (text: string): string => {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 48) end--
  return end === text.length ? text : text.slice(0, end)
}

/** Whether `text` has a digit other than `0`. */
export const hasNonZeroDigit = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 49 && code <= 57) return true
  }
  return false
}

/**
 * A decimal string cut (not rounded) to at most `places` decimals, so a shown
 * balance never exceeds what the account holds. Works on exact decimal text.
 */
export const truncateDecimal = (value: string, places: number): string => {
  const negative = value.startsWith("-")
  const text = negative ? value.slice(1) : value
  const point = text.indexOf(".")
  const whole = point === -1 ? text : text.slice(0, point)
  const fraction = point === -1 ? "" : text.slice(point + 1)
  const kept = trimTrailingZeros(fraction.slice(0, Math.max(0, places)))
  const result = `${whole === "" ? "0" : whole}${kept === "" ? "" : `.${kept}`}`
  return negative && result !== "0" ? `-${result}` : result
}

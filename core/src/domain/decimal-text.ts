// Decimal text without Effect: small enough for a UI's first bundle.

/**
 * A decimal string cut (not rounded) to at most `places` decimals, so a shown
 * balance never exceeds what the account holds. Works on exact decimal text.
 */
export const truncateDecimal = (value: string, places: number): string => {
  const negative = value.startsWith("-")
  const text = negative ? value.slice(1) : value
  const [whole = "0", fraction = ""] = text.split(".")
  const kept = fraction.slice(0, places).replace(/0+$/, "")
  const result = `${whole === "" ? "0" : whole}${kept === "" ? "" : `.${kept}`}`
  return negative && result !== "0" ? `-${result}` : result
}

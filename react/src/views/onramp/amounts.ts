/** "48.750000" → "48.75", "100.000000" → "100": a quote's figure without trailing zeros. */
export const trimAmount = (text: string): string =>
  text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text

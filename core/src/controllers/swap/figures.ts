import { formatAmount, truncateDecimal } from "../../domain/amount.js"

/** Significant digits the rate is shown with (0.000664123 GWT per ETH as 0.000664123, 1494.0104 as 1494.01). */
const RATE_DIGITS = 6
const BASIS_POINTS = 10_000n

/** The least the swap may pay out: the quote less `slippage` percent (as the swap transaction's floor is built). */
export const minimumReceived = (quoted: bigint, slippage: number): bigint =>
  (quoted * (BASIS_POINTS - BigInt(Math.round(slippage * 100)))) / BASIS_POINTS

/** How many `to` tokens one `from` token buys at this quote, as decimal text. */
export const swapRate = (fromUnits: bigint, fromDecimals: number, toUnits: bigint, toDecimals: number): string => {
  if (fromUnits === 0n) return "0"
  const scale = 18
  const scaled = (toUnits * 10n ** BigInt(fromDecimals + scale)) / (fromUnits * 10n ** BigInt(toDecimals))
  const text = formatAmount(scaled, scale)
  const [whole = "0", fraction = ""] = text.split(".")
  const leadingZeros = whole === "0" ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  const places = whole === "0" ? leadingZeros + RATE_DIGITS : Math.max(RATE_DIGITS - whole.length, 0)
  return truncateDecimal(text, places)
}

/**
 * How much less the quote is worth than what it pays, at market prices, in percent (the pool's
 * fee and the move the trade causes); none without both prices.
 */
export const priceImpact = (
  paid: { readonly units: bigint; readonly decimals: number; readonly price: number | undefined },
  received: { readonly units: bigint; readonly decimals: number; readonly price: number | undefined }
): number | undefined => {
  if (paid.price === undefined || received.price === undefined || paid.price <= 0 || paid.units === 0n) return undefined
  const paidUsd = Number(formatAmount(paid.units, paid.decimals)) * paid.price
  const receivedUsd = Number(formatAmount(received.units, received.decimals)) * received.price
  return Math.round((1 - receivedUsd / paidUsd) * 10_000) / 100
}

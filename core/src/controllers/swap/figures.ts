import { formatAmount, truncateDecimal } from "../../domain/amount.js"

/** Places the rate is shown with. */
const RATE_PLACES = 6
const BASIS_POINTS = 10_000n

/** The least the swap may pay out: the quote less `slippage` percent (as the swap transaction's floor is built). */
export const minimumReceived = (quoted: bigint, slippage: number): bigint =>
  (quoted * (BASIS_POINTS - BigInt(Math.round(slippage * 100)))) / BASIS_POINTS

/** How many `to` tokens one `from` token buys at this quote, as decimal text. */
export const swapRate = (fromUnits: bigint, fromDecimals: number, toUnits: bigint, toDecimals: number): string => {
  if (fromUnits === 0n) return "0"
  const scale = 18
  const scaled = (toUnits * 10n ** BigInt(fromDecimals + scale)) / (fromUnits * 10n ** BigInt(toDecimals))
  return truncateDecimal(formatAmount(scaled, scale), RATE_PLACES)
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

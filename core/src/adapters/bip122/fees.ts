import type { FeeSpeed } from "../adapter.js"

/** The confirmation target (in blocks) each speed asks the fee estimates for. */
const TARGET_BLOCKS: Readonly<Record<FeeSpeed, number>> = { fast: 1, normal: 6, slow: 144 }

/** Bitcoin Core's minimum relay fee rate: what a transaction pays when the server has no estimate (regtest, an idle chain). */
export const MIN_RELAY_SAT_PER_VBYTE = 1n

/**
 * The fee rate (whole sat/vB, rounded up) for `speed` from Esplora's estimates: the
 * estimate of the nearest target at or above the speed's, else the nearest below.
 */
export const feeRateFor = (estimates: Readonly<Record<string, number>>, speed: FeeSpeed): bigint => {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((target) => Number.isInteger(target) && target > 0)
    .sort((a, b) => a - b)
  const wanted = TARGET_BLOCKS[speed]
  const target = targets.find((item) => item >= wanted) ?? targets.at(-1)
  const rate = target === undefined ? undefined : estimates[String(target)]
  if (rate === undefined || !Number.isFinite(rate)) return MIN_RELAY_SAT_PER_VBYTE
  const whole = BigInt(Math.ceil(rate))
  return whole < MIN_RELAY_SAT_PER_VBYTE ? MIN_RELAY_SAT_PER_VBYTE : whole
}

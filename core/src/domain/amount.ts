import { Result } from "effect"
import { InvalidInput } from "../errors.js"
import { amountProblemText, isSupportedDecimals, readAmount, unitsText, type AmountProblem } from "./amount-text.js"
import { truncateDecimal } from "./decimal-text.js"

export {
  amountProblemText,
  isSupportedDecimals,
  MAX_AMOUNT_DECIMALS,
  MAX_AMOUNT_TEXT_LENGTH,
  type AmountProblem
} from "./amount-text.js"

/**
 * Token amounts as integer base units (bigint), never floating point.
 * `parseAmount("1.5", 18)` is 1500000000000000000n.
 */
export const parseAmount = (input: string, decimals: number): Result.Result<bigint, AmountProblem> => {
  const read = readAmount(input, decimals)
  return typeof read === "bigint" ? Result.succeed(read) : Result.fail(read)
}

/** The exact decimal text of `units` (no trailing zeros); fails on decimals outside 0 to 255. */
export const tryFormatAmount = (units: bigint, decimals: number): Result.Result<string, "unsupported decimals"> =>
  isSupportedDecimals(decimals) ? Result.succeed(unitsText(units, decimals)) : Result.fail("unsupported decimals")

/**
 * The exact decimal text of `units` (no trailing zeros). `decimals` must be supported
 * (0 to 255, as every decoded token and network has): otherwise this throws the typed
 * `InvalidInput`; `tryFormatAmount` gives the failure as a value instead.
 */
export const formatAmount = (units: bigint, decimals: number): string => {
  const result = tryFormatAmount(units, decimals)
  if (Result.isFailure(result)) throw new InvalidInput({ field: "decimals", reason: amountProblemText[result.failure] })
  return result.success
}

/** Base units shown with at most `places` decimals, e.g. a 3-decimal balance. */
export const displayUnits = (units: bigint, decimals: number, places: number): string =>
  truncateDecimal(formatAmount(units, decimals), places)

export { truncateDecimal }

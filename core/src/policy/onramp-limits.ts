import { Result } from "effect"
import { ONRAMP_LIMITS } from "../constants.js"
import { parseAmount } from "../domain/amount.js"
import { InvalidInput, OnrampAmountOutOfRange } from "../errors.js"

export type PaymentMethod = keyof typeof ONRAMP_LIMITS

/** Fiat amounts compared in cents, exactly. */
const toCents = (text: string) => parseAmount(text, 2)

/** Minimum 10.00 for card and bank; maximum 7500.00 card, 25000.00 ach_bank_account. */
export const checkOnrampAmount = (
  paymentMethod: PaymentMethod,
  amount: string
): Result.Result<bigint, OnrampAmountOutOfRange | InvalidInput> => {
  const limits = ONRAMP_LIMITS[paymentMethod]
  const cents = toCents(amount)
  if (Result.isFailure(cents)) {
    return Result.fail(new InvalidInput({ field: "amount", reason: "enter an amount with at most 2 decimals" }))
  }
  const min = Result.getOrThrow(toCents(limits.min))
  const max = Result.getOrThrow(toCents(limits.max))
  if (cents.success < min || cents.success > max) {
    return Result.fail(new OnrampAmountOutOfRange({ paymentMethod, min: limits.min, max: limits.max }))
  }
  return Result.succeed(cents.success)
}

import { isNativeToken, NATIVE_TRANSFER_GAS, type TokenBalance } from "@gangway/core"
import { fromUnits, toUnits } from "../../internal/money.js"
import { tokenQuantity } from "../../internal/token-list.js"

export const decimalsOf = (token: TokenBalance): number => {
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : 18
}

/** What is wrong with the typed amount for this token, checked as the user types. */
export const amountProblem = (text: string, token: TokenBalance | undefined): string | undefined => {
  if (text.trim() === "" || token === undefined) return undefined
  const decimals = decimalsOf(token)
  const units = toUnits(text, decimals)
  if (units === undefined) return "Enter a number such as 1.5"
  const fraction = text.trim().split(".")[1] ?? ""
  if (fraction.replace(/0+$/, "").length > decimals) return "More decimals than the token has"
  if (units > (toUnits(token.quantity.numeric, decimals) ?? 0n)) return `Not enough ${token.symbol}: the balance is ${tokenQuantity(token)}`
  return undefined
}

/**
 * The most that can be sent: the whole balance of a token; of the native token,
 * what is left after the gas of a plain transfer at the current gas price.
 */
export const maxAmount = (token: TokenBalance, gasPrice: bigint | undefined): string => {
  const decimals = decimalsOf(token)
  const balance = toUnits(token.quantity.numeric, decimals) ?? 0n
  if (!isNativeToken(token)) return fromUnits(balance, decimals)
  const left = balance - (gasPrice ?? 0n) * NATIVE_TRANSFER_GAS
  return fromUnits(left > 0n ? left : 0n, decimals)
}

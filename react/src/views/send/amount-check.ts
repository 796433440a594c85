import {
  amountProblemText,
  formatAmount,
  isNativeToken,
  parseAmount,
  PLAIN_TRANSFER_FEE_UNITS,
  tokenDecimals,
  type ChainNamespace,
  type TokenBalance
} from "@gangway/core"
import { tokenQuantity } from "../../internal/token-list.js"
import type { Translate } from "@gangway/core/i18n"
import { capitalise } from "./send-errors.js"
import type { sendMessages } from "./messages.js"

/** The token's decimals; a balance row without readable decimals is taken as 18, like most tokens. */
const decimalsOf = (token: TokenBalance): number => tokenDecimals(token) ?? 18

/** What is wrong with the typed amount for this token, checked as the user types (the core's rules and words). */
export const amountProblem = (
  text: string,
  token: TokenBalance | undefined,
  t: Translate<typeof sendMessages.en>,
  locale: string
): string | undefined => {
  if (text.trim() === "" || token === undefined) return undefined
  const decimals = decimalsOf(token)
  const units = parseAmount(text, decimals)
  if (units._tag === "Failure") return capitalise(amountProblemText[units.failure])
  const balance = parseAmount(token.quantity.numeric, decimals)
  if (units.success > (balance._tag === "Success" ? balance.success : 0n))
    return t("notEnough", { symbol: token.symbol, balance: tokenQuantity(token, locale) })
  return undefined
}

/**
 * The most that can be sent: the whole balance of a token; of the native token,
 * what is left after the fee of a plain transfer at the current fee rate.
 */
export const maxAmount = (
  token: TokenBalance,
  gasPrice: bigint | undefined,
  namespace: ChainNamespace = "eip155"
): string => {
  const decimals = decimalsOf(token)
  const parsed = parseAmount(token.quantity.numeric, decimals)
  const balance = parsed._tag === "Success" ? parsed.success : 0n
  if (!isNativeToken(token)) return formatAmount(balance, decimals)
  const left = balance - (gasPrice ?? 0n) * (PLAIN_TRANSFER_FEE_UNITS[namespace] ?? 0n)
  return formatAmount(left > 0n ? left : 0n, decimals)
}

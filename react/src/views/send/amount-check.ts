import { formatAmount, isNativeToken, tokenDecimals, type TokenBalance } from "@gangway/core"
import { balanceUnits, checkAmount, maxSendable } from "@gangway/core/display"
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
  const checked = checkAmount(text, decimals, { units: balanceUnits(token, decimals), symbol: token.symbol })
  // 0 is on its way to 0.5 while typing: Review says it when it stays.
  if (checked.ok || checked.problem === "zero") return undefined
  if (checked.problem === "more than held")
    return t("notEnough", { symbol: token.symbol, balance: tokenQuantity(token, locale) })
  return capitalise(checked.reason)
}

/**
 * The most that can be sent (the core's Max): the whole balance of a token; of the native
 * token, what is left after `fee`, a plain transfer's at the current fee rate.
 */
export const maxAmount = (token: TokenBalance, fee: bigint | undefined): string => {
  const decimals = decimalsOf(token)
  const units = maxSendable({ held: balanceUnits(token, decimals), native: isNativeToken(token), fee })
  return formatAmount(units, decimals)
}

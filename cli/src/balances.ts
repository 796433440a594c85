import { isGangwayError, isNativeToken, type TokenBalance } from "@gangway/core"
import { nativeBalanceOf, type ActiveAccount } from "./account.js"
import { CliError } from "./failure.js"
import type { Session } from "./gangway.js"
import { nativeBalanceEntry, resolveToken, withNative } from "./tokens.js"

/** Why the data API's token list is missing: the core's 'Token Balance Unavailable' and its details. */
interface TokensUnavailable {
  readonly tag: "TokenBalanceUnavailable"
  readonly message: string
  readonly reason: string | undefined
}

export interface AccountBalances {
  /** The native balance first, then the tokens; only the native one when the token list is unavailable. */
  readonly balances: ReadonlyArray<TokenBalance>
  /** Set when the data API could not list the tokens but the chain gave the native balance. */
  readonly tokensUnavailable: TokensUnavailable | undefined
}

const isTokenBalanceUnavailable = (error: unknown) => isGangwayError(error, "TokenBalanceUnavailable")

/**
 * Fresh balances of the account (the core's balances controller, bypassing its 30 s cache):
 * the native balance from the chain, the tokens from the data API. When only the data API
 * fails, the native balance still stands and the token list is reported unavailable;
 * when the chain's balance is missing too, the core's failure is thrown.
 */
export const readBalances = async (session: Session, account: ActiveAccount): Promise<AccountBalances> => {
  try {
    const tokens = await session.client.balances.refresh({ force: true })
    return {
      balances: withNative(tokens, account.network, nativeBalanceOf(session, account)),
      tokensUnavailable: undefined
    }
  } catch (error) {
    const native = nativeBalanceOf(session, account)
    if (!isTokenBalanceUnavailable(error) || native === undefined) throw error
    return {
      balances: [nativeBalanceEntry(account.network, native)],
      tokensUnavailable: { tag: "TokenBalanceUnavailable", message: error.message, reason: error.details }
    }
  }
}

/**
 * The token `wanted` names among the balances (the native one when none is named). While
 * the token list is unavailable only the native token can be named; any other is the core's
 * 'Token Balance Unavailable' (exit 1), since it cannot be told apart from a token not held.
 */
export const heldToken = (read: AccountBalances, account: ActiveAccount, wanted: string | undefined): TokenBalance => {
  const { tokensUnavailable } = read
  if (tokensUnavailable !== undefined && wanted !== undefined && wanted.trim() !== "") {
    const key = wanted.trim().toLowerCase()
    if (!read.balances.some((token) => isNativeToken(token) && token.symbol.toLowerCase() === key)) {
      throw new CliError(
        tokensUnavailable.tag,
        tokensUnavailable.message,
        undefined,
        `The token list comes from the data API${tokensUnavailable.reason === undefined ? "" : ` (${tokensUnavailable.reason})`}; gangway balance still shows the native balance`
      )
    }
  }
  return resolveToken(read.balances, account.network, wanted)
}

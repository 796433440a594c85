import type { GangwayClient, GangwayState, TokenBalance } from "@gangway/core"
import { useGangwayClient } from "../context.js"
import { useFollowChain } from "./use-follow-chain.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectBalances = (state: GangwayState) => ({
  tokenBalances: state.balances.tokenBalances,
  loading: state.balances.loading,
  lastRetry: state.balances.lastRetry
})

export interface BalanceView {
  /** The active account's token balances on the active network (native included), as the data API lists them. */
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  /** True while a fetch is under way. */
  readonly loading: boolean
  /** Epoch ms of the last failed fetch: no new request for 30 s after it. */
  readonly lastRetry: number | undefined
  /** Fetches the balances (cached 30 s unless `force`); rejects with 'Token Balance Unavailable'. */
  readonly refresh: GangwayClient["refreshBalances"]
}

export interface UseBalanceOptions {
  /** Follow the chain while mounted: new funds appear within 4 s (`client.balances.watch`). */
  readonly watch?: boolean
}

/**
 * Token balances of the connected account. The core fetches them only when
 * asked: call `refresh()` (the Account view does when it opens), or pass `watch`.
 */
export const useBalance = ({ watch = false }: UseBalanceOptions = {}): BalanceView => {
  const client = useGangwayClient()
  const balances = useGangwayState(selectBalances)
  useFollowChain(watch)
  return { ...balances, refresh: client.balances.refresh }
}

import type { GangwayClient, GangwayState, HistoryState } from "@gangway/core"
import { useGangwayClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectHistory = (state: GangwayState) => state.history

export interface TransactionsView extends HistoryState {
  /** Whether a next page exists (a cursor is held). */
  readonly hasMore: boolean
  /** The first page, replacing the list; rejects with 'Failed to fetch transactions'. */
  readonly fetch: GangwayClient["fetchTransactions"]
  /** The next page after the cursor; nothing happens after the last page. */
  readonly loadMore: GangwayClient["loadMoreTransactions"]
}

/** The active account's transaction history on the active network, grouped by year and month. */
export const useTransactions = (): TransactionsView => {
  const client = useGangwayClient()
  const history = useGangwayState(selectHistory)
  return {
    ...history,
    hasMore: history.next !== undefined,
    fetch: client.history.fetch,
    loadMore: client.history.loadMore
  }
}

import { Effect } from "effect"
import { History } from "../../controllers/history.js"

export type LoadMoreTransactionsParameters = Parameters<History["Service"]["loadMore"]>
export type LoadMoreTransactionsReturnType = Effect.Success<ReturnType<History["Service"]["loadMore"]>>
export type LoadMoreTransactionsErrorType = Effect.Error<ReturnType<History["Service"]["loadMore"]>>

/** The next page after the cursor; nothing happens after the last page. */
export const loadMoreTransactions = Effect.fn("History.loadMore")(function* (
  ...parameters: LoadMoreTransactionsParameters
) {
  const history = yield* History
  return yield* history.loadMore(...parameters)
})

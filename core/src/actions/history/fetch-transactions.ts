import { Effect } from "effect"
import { History } from "../../controllers/history.js"

export type FetchTransactionsParameters = Parameters<History["Service"]["fetch"]>
export type FetchTransactionsReturnType = Effect.Success<ReturnType<History["Service"]["fetch"]>>
export type FetchTransactionsErrorType = Effect.Error<ReturnType<History["Service"]["fetch"]>>

/** The first page of the active account's transactions on the active chain. */
export const fetchTransactions = Effect.fn("History.fetch")(function* (...parameters: FetchTransactionsParameters) {
  const history = yield* History
  return yield* history.fetch(...parameters)
})

import { fetchTransactions } from "./fetch-transactions.js"
import { loadMoreTransactions } from "./load-more-transactions.js"

export * from "./fetch-transactions.js"
export * from "./load-more-transactions.js"

/** `client.history`. */
export const historyActions = { fetch: fetchTransactions, loadMore: loadMoreTransactions }

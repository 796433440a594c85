import { ActivityList } from "./activity-list.js"

/** Transactions: the whole activity list, a page at a time. */
export const TransactionsView = () => (
  <div data-testid="transactions-view">
    <ActivityList />
  </div>
)

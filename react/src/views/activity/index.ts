export { ActivityList } from "./activity-list.js"
export { TransactionsView } from "./transactions-view.js"

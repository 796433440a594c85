import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { ActivityList } from "./activity-list.js"
export { TransactionsView } from "./transactions-view.js"

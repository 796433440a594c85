import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { ApproveTransactionView } from "./approve-transaction-view.js"

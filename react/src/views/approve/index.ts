export { ApproveTransactionView } from "./approve-transaction-view.js"

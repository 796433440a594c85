import { defineMessages } from "@gangway/core/i18n"

/** The activity list (Account's tab and the Transactions view). */
export const activityMessages = defineMessages("activity", {
  loading: "Loading activity",
  failed: "Failed to fetch transactions",
  empty: "No activity yet",
  emptyText: "Transactions this account sends and receives on this network appear here.",
  loadingMore: "Loading…",
  loadMore: "Load more",
  pending: "Pending",
  failedStatus: "Failed",
  send: "Sent",
  receive: "Received",
  trade: "Swapped",
  approve: "Approved",
  mint: "Minted",
  execute: "Contract call",
  deposit: "Deposited",
  withdraw: "Withdrew",
  transaction: "Transaction",
  from: "From {address}",
  to: "To {address}"
})

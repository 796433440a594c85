// What `gangway history` says to a person; `--json` keeps its English labels.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const historyMessages = defineMessages("cliHistory", {
  send: "Sent {amounts} to {to}",
  receive: "Received {amounts} from {from}",
  trade: "Swapped {amounts} to {to}",
  approve: "Approved {amounts} to {to}",
  mint: "Minted {amounts} to {to}",
  execute: "Executed {amounts} to {to}",
  other: "{operation} {amounts} to {to}",
  confirmed: "confirmed",
  failed: "failed",
  pending: "pending",
  empty: "No transactions yet",
  more: "More: gangway history --cursor {next}",
  stopped: "History stopped early: {reason}"
})

// What `gangway buy` says to a person; `--json` keeps its keys and English.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const buyMessages = defineMessages("cliBuy", {
  youPay: "You pay",
  providerFee: "Provider fee",
  networkFee: "Network fee",
  youReceive: "You receive",
  about: "about {amount}",
  estimate: "(an estimate: the provider gave no quote; its page shows the real figures)",
  payOn: "Pay on the provider's page:",
  waiting: "Waiting for the purchase to arrive (Ctrl-C to stop waiting)…",
  received: "Received {amount} {symbol}"
})

// What the swap screens and lines say to a person; `--json` events keep their English keys.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const swapMessages = defineMessages("cliSwap", {
  title: "Swap {pay} {paySymbol} for about {receive} {receiveSymbol}",
  from: "From",
  network: "Network",
  rate: "Rate",
  impact: "Impact",
  atLeast: "At least",
  approve: "Approve",
  fee: "Fee",
  impactValue: "{percent}% below market value",
  atLeastValue: "{amount} {symbol} ({slippage}% slippage)",
  approveValue: "the swap router may spend your {symbol} (a transaction first)",
  feeValue: "{fee} {symbol} at {price} gwei",
  notEnough: "Not enough {symbol} for this swap",
  confirm: "Swap?",
  approving: "Approving the swap router in the wallet…",
  swapping: "Signing the swap in the wallet…",
  confirming: "Waiting until mined…",
  swapped: "Swapped {amount} {symbol} for {toSymbol}: {hash}"
})

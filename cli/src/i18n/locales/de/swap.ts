import type { Translation } from "@gangway/core/i18n"
import type { swapMessages } from "../../../screens/swap-messages.js"

export default {
  title: "{pay} {paySymbol} gegen etwa {receive} {receiveSymbol} tauschen",
  from: "Von",
  network: "Netzwerk",
  rate: "Kurs",
  impact: "Auswirkung",
  atLeast: "Mindestens",
  approve: "Freigabe",
  fee: "Gebühr",
  impactValue: "{percent}% unter Marktwert",
  atLeastValue: "{amount} {symbol} ({slippage}% Slippage)",
  approveValue: "der Swap-Router darf deine {symbol} ausgeben (zuerst eine Transaktion)",
  feeValue: "{fee} {symbol} zu {price} gwei",
  notEnough: "Nicht genug {symbol} für diesen Swap",
  confirm: "Jetzt tauschen?",
  approving: "Swap-Router wird in der Wallet freigegeben…",
  swapping: "Swap wird in der Wallet signiert…",
  confirming: "Warten, bis gemined…",
  swapped: "Getauscht: {amount} {symbol} gegen {toSymbol}: {hash}"
} satisfies Translation<typeof swapMessages.en>

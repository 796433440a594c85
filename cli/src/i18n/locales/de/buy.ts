import type { Translation } from "@gangway/core/i18n"
import type { buyMessages } from "../../../commands/buy-messages.js"

export default {
  youPay: "Du zahlst",
  providerFee: "Anbietergebühr",
  networkFee: "Netzwerkgebühr",
  youReceive: "Du erhältst",
  about: "etwa {amount}",
  estimate: "(eine Schätzung: der Anbieter gab kein Angebot; seine Seite zeigt die echten Zahlen)",
  payOn: "Auf der Seite des Anbieters bezahlen:",
  waiting: "Warte auf den Eingang des Kaufs (Strg-C beendet das Warten)…",
  received: "Erhalten: {amount} {symbol}"
} satisfies Translation<typeof buyMessages.en>

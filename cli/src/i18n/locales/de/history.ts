import type { Translation } from "@gangway/core/i18n"
import type { historyMessages } from "../../../screens/history-messages.js"

export default {
  send: "Gesendet {amounts} an {to}",
  receive: "Empfangen {amounts} von {from}",
  trade: "Getauscht {amounts} an {to}",
  approve: "Freigegeben {amounts} an {to}",
  mint: "Gemintet {amounts} an {to}",
  execute: "Ausgeführt {amounts} an {to}",
  other: "{operation} {amounts} an {to}",
  confirmed: "bestätigt",
  failed: "fehlgeschlagen",
  pending: "ausstehend",
  empty: "Noch keine Transaktionen",
  more: "Mehr: gangway history --cursor {next}",
  stopped: "Verlauf vorzeitig beendet: {reason}"
} satisfies Translation<typeof historyMessages.en>

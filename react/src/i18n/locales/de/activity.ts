import type { Translation } from "@gangway/core/i18n"
import type { activityMessages } from "../../../views/activity/messages.js"

export default {
  loading: "Aktivität wird geladen",
  failed: "Transaktionen konnten nicht abgerufen werden",
  empty: "Noch keine Aktivität",
  emptyText: "Hier erscheinen die Transaktionen, die dieses Konto in diesem Netzwerk sendet und empfängt.",
  loadingMore: "Wird geladen…",
  loadMore: "Mehr laden",
  pending: "Ausstehend",
  failedStatus: "Fehlgeschlagen",
  send: "Gesendet",
  receive: "Empfangen",
  trade: "Getauscht",
  approve: "Genehmigt",
  mint: "Gemintet",
  execute: "Vertragsaufruf",
  deposit: "Eingezahlt",
  withdraw: "Abgehoben",
  transaction: "Transaktion",
  from: "Von {address}",
  to: "An {address}"
} satisfies Translation<typeof activityMessages.en>

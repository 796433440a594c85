import type { noticeMessages } from "../../notices-messages.js"
import type { Translation } from "../../messages.js"

export default {
  authenticating: "Anmeldung läuft...",
  transactionStarted: "Transaktion gestartet",
  sendFailed: "Die Transaktion konnte nicht gesendet werden. Bitte versuche es erneut.",
  sendDeclined: "Du hast die Transaktion in deiner Wallet abgelehnt. Es wurde nichts gesendet.",
  actionNotAllowed: "Aktion nicht erlaubt"
} satisfies Translation<typeof noticeMessages.en>

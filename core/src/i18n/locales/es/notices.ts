import type { noticeMessages } from "../../notices-messages.js"
import type { Translation } from "../../messages.js"

export default {
  authenticating: "Autenticando...",
  transactionStarted: "Transacción iniciada",
  sendFailed: "No se pudo enviar la transacción. Vuelve a intentarlo.",
  sendDeclined: "Rechazaste la transacción en tu wallet. No se envió nada.",
  actionNotAllowed: "Acción no permitida"
} satisfies Translation<typeof noticeMessages.en>

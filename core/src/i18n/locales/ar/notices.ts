import type { noticeMessages } from "../../notices-messages.js"
import type { Translation } from "../../messages.js"

export default {
  authenticating: "جارٍ التحقق...",
  transactionStarted: "بدأت المعاملة",
  sendFailed: "تعذّر إرسال المعاملة. أعد المحاولة.",
  sendDeclined: "رفضت المعاملة في محفظتك. لم يُرسل شيء.",
  actionNotAllowed: "الإجراء غير مسموح به"
} satisfies Translation<typeof noticeMessages.en>

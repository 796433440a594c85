import type { Translation } from "@gangway/core/i18n"
import type { historyMessages } from "../../../screens/history-messages.js"

export default {
  send: "أُرسل {amounts} إلى {to}",
  receive: "استُلم {amounts} من {from}",
  trade: "بودل {amounts} إلى {to}",
  approve: "تمت الموافقة على {amounts} لـ {to}",
  mint: "سُكّ {amounts} إلى {to}",
  execute: "نُفّذ {amounts} إلى {to}",
  other: "{operation} {amounts} إلى {to}",
  confirmed: "مؤكدة",
  failed: "فاشلة",
  pending: "معلّقة",
  empty: "لا توجد معاملات بعد",
  more: "المزيد: gangway history --cursor {next}",
  stopped: "توقف السجل مبكرًا: {reason}"
} satisfies Translation<typeof historyMessages.en>

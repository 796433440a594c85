import type { Translation } from "@gangway/core/i18n"
import type { buyMessages } from "../../../commands/buy-messages.js"

export default {
  youPay: "تدفع",
  providerFee: "رسوم المزوّد",
  networkFee: "رسوم الشبكة",
  youReceive: "تستلم",
  about: "نحو {amount}",
  estimate: "(تقدير: لم يقدّم المزوّد عرض سعر؛ تعرض صفحته الأرقام الفعلية)",
  payOn: "ادفع في صفحة المزوّد:",
  waiting: "في انتظار وصول الشراء (Ctrl-C لإيقاف الانتظار)…",
  received: "تم استلام {amount} {symbol}"
} satisfies Translation<typeof buyMessages.en>

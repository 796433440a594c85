import type { Translation } from "@gangway/core/i18n"
import type { activityMessages } from "../../../views/activity/messages.js"

export default {
  loading: "جارٍ تحميل النشاط",
  failed: "تعذّر جلب المعاملات",
  empty: "لا يوجد نشاط بعد",
  emptyText: "تظهر هنا المعاملات التي يرسلها هذا الحساب ويستلمها على هذه الشبكة.",
  loadingMore: "جارٍ التحميل…",
  loadMore: "تحميل المزيد",
  pending: "قيد الانتظار",
  failedStatus: "فشلت",
  send: "مُرسَلة",
  receive: "مُستلَمة",
  trade: "مُبادَلة",
  approve: "تمت الموافقة",
  mint: "تم السك",
  execute: "استدعاء عقد",
  deposit: "تم الإيداع",
  withdraw: "تم السحب",
  transaction: "معاملة",
  from: "من {address}",
  to: "إلى {address}"
} satisfies Translation<typeof activityMessages.en>

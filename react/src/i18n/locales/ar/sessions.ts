import type { Translation } from "@gangway/core/i18n"
import type { sessionsMessages } from "../../../views/sessions/messages.js"

export default {
  loading: "جارٍ تحميل الجلسات",
  unavailable: "الجلسات غير متاحة هنا",
  loadFailed: "تعذّرت قراءة الجلسات",
  intro: "تطبيقات منحتها أذونات للتصرف باسم هذا الحساب دون السؤال في كل مرة.",
  empty: "لا يملك أي تطبيق إذنًا من هذا الحساب.",
  list: "الجلسات",
  active: "نشطة",
  expired: "منتهية",
  revoked: "ملغاة",
  upToUnits: "حتى {amount} وحدة من {token}",
  upTo: "حتى {amount} {symbol}",
  noPermission: "لا يوجد إذن تستطيع الأداة قراءته",
  revokedAt: "أُلغيت في {date}",
  expiredAt: "انتهت في {date}",
  until: "حتى {date}",
  revokeFailed: "تعذّر إلغاء الجلسة",
  signer: "الموقّع",
  notNamed: "غير محدد",
  granted: "تاريخ المنح",
  expires: "تنتهي في",
  context: "السياق",
  confirm: "تأكيد الإلغاء",
  confirmText: "يفقد التطبيق هذا الإذن فورًا. تطلب منك محفظتك توقيع الإلغاء.",
  keep: "إبقاء",
  signing: "وقّع في محفظتك…",
  revoke: "إلغاء الإذن",
  revokeSession: "إلغاء الجلسة"
} satisfies Translation<typeof sessionsMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { approveMessages } from "../../../views/approve/messages.js"

export default {
  nothing: "لا شيء للموافقة عليه",
  nothingText: "تنتظر طلبات هذا التطبيق هنا بينما تطلب منك محفظتك الموافقة عليها.",
  yourWallet: "محفظتك",
  approveIn: "وافق في {name}",
  openOnPhone: "افتح {name} على هاتفك لمراجعة هذا الطلب.",
  reviewIn: "راجع هذا الطلب في {name}.",
  request: "الطلب",
  moreWaiting:
    "{count, plural, one {ينتظر طلب آخر بعد هذا الطلب.} two {ينتظر طلبان آخران بعد هذا الطلب.} few {تنتظر # طلبات أخرى بعد هذا الطلب.} many {ينتظر # طلبًا آخر بعد هذا الطلب.} other {ينتظر # طلب آخر بعد هذا الطلب.}}",
  cancelRequest: "إلغاء الطلب",
  cancelRequests: "إلغاء الطلبات",
  signMessage: "توقيع رسالة",
  signTypedData: "توقيع بيانات منظمة",
  sendTransaction: "إرسال معاملة",
  signTransaction: "توقيع معاملة",
  sendCalls: "إرسال دفعة من الاستدعاءات",
  grantPermissions: "منح الأذونات",
  sendUserOperation: "إرسال عملية مستخدم",
  account: "الحساب",
  to: "إلى",
  newContract: "عقد جديد",
  amount: "المبلغ",
  data: "البيانات",
  bytes: "{count, plural, one {بايت واحد} two {بايتان} few {# بايتات} many {# بايتًا} other {# بايت}}",
  domain: "النطاق",
  type: "النوع",
  message: "الرسالة",
  calls: "الاستدعاءات"
} satisfies Translation<typeof approveMessages.en>

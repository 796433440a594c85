import type { Translation } from "@gangway/core/i18n"
import type { commandMessages } from "../../../commands/messages.js"

export default {
  accountLabel: "الحساب",
  networkLabel: "الشبكة",
  walletLabel: "المحفظة",
  typeLabel: "النوع",
  emailLabel: "البريد",
  userLabel: "المستخدم",
  nameLabel: "الاسم",
  smartAccount: "حساب ذكي",
  eoa: "EOA",
  deployedLater: "(يُنشر مع أول معاملة له)",
  connected: "متصل",
  balancesOn: "{account} على {network}",
  tokensUnavailable: "الرموز: غير متاحة ({reason})",
  switched: "تم التبديل إلى {network}",
  disconnected: "تم قطع الاتصال بـ {address}",
  forgotKey: "لا توجد جلسة؛ تم نسيان مفتاح الموقّع المحلي المحفوظ",
  codeSent: "الرمز المرسل إلى {email}: ",
  newDevice: "هذا الجهاز جديد بالنسبة إلى {email}: افتح الرابط المرسل إليه بالبريد للموافقة عليه."
} satisfies Translation<typeof commandMessages.en>

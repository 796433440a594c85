import type { Translation } from "@gangway/core/i18n"
import type { connectMessages } from "../../../views/connect/messages.js"

export default {
  or: "أو",
  email: "البريد الإلكتروني",
  social: "تسجيل الدخول عبر الشبكات الاجتماعية",
  wallets: "المحافظ",
  noWallets: "لم يتم العثور على محافظ",
  noWalletsHint: "ثبّت إضافة محفظة في المتصفح، ثم افتح هذه النافذة مرة أخرى.",
  qrCode: "رمز QR",
  installed: "مثبّتة",
  recent: "حديثة",
  emailAddress: "عنوان البريد الإلكتروني",
  continueWithEmail: "المتابعة بالبريد الإلكتروني",
  invalidEmail: "أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com",
  continueWithBefore: "المتابعة باستخدام ",
  continueWithAfter: ""
} satisfies Translation<typeof connectMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { signInMessages } from "../../../views/sign-in/messages.js"

export default {
  thisApp: "هذا التطبيق",
  yourWallet: "محفظتك",
  asks: "يطلب منك {app} تسجيل الدخول",
  explain: "وقّع رسالة في {wallet} لتثبت أن هذا الحساب لك. التوقيع مجاني ولا يرسل أي معاملة.",
  onNetwork: "على {network}",
  required: "يتطلب {app} تسجيل الدخول. الإلغاء يفصل المحفظة.",
  cancel: "إلغاء",
  sign: "توقيع الرسالة",
  retry: "حاول مرة أخرى",
  continueIn: "تابع في {wallet}",
  signing: "وقّع الرسالة في المحفظة لإكمال تسجيل الدخول."
} satisfies Translation<typeof signInMessages.en>

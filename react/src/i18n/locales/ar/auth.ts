import type { Translation } from "@gangway/core/i18n"
import type { authMessages } from "../../../views/auth/messages.js"

export default {
  otpLead: "أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}.",
  otpLabel: "الرمز من البريد الإلكتروني",
  deviceLead:
    "هذا المتصفح جديد على {email}. افتح الرابط الذي أرسلناه إليك بالبريد للموافقة عليه، وسيصلك رمز الدخول بالبريد بعد ذلك.",
  deviceWaiting: "في انتظار موافقتك…",
  currentEmail: "بريدك الإلكتروني الحالي هو {email}. سنرسل رمزًا إليه، ثم رمزًا آخر إلى العنوان الجديد.",
  emailNotSet: "غير محدد",
  newEmail: "عنوان البريد الإلكتروني الجديد",
  sendCodes: "أرسل الرموز",
  primaryLead: "أدخل الرمز الذي أرسلناه إلى بريدك الحالي {email}.",
  secondaryLead: "أدخل الآن الرمز الذي أرسلناه إلى بريدك الجديد {email}.",
  primaryLabel: "الرمز المرسل إلى بريدك الحالي",
  secondaryLabel: "الرمز المرسل إلى بريدك الجديد",
  resend: "إعادة إرسال الرمز",
  resendIn:
    "{seconds, plural, zero {إعادة إرسال الرمز بعد # ثانية} one {إعادة إرسال الرمز بعد ثانية واحدة} two {إعادة إرسال الرمز بعد ثانيتين} few {إعادة إرسال الرمز بعد # ثوانٍ} many {إعادة إرسال الرمز بعد # ثانية} other {إعادة إرسال الرمز بعد # ثانية}}",
  popupBlocked: "حظر متصفحك نافذة تسجيل الدخول.",
  continueIn: "تابع في نافذة {provider}…",
  openAgain: "افتح نافذة {provider} مرة أخرى",
  approvalLead: "راجع هذا الطلب في النافذة الآمنة أدناه. أنت وحدك من يمكنه الموافقة عليه هناك."
} satisfies Translation<typeof authMessages.en>

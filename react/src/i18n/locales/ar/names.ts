import type { Translation } from "@gangway/core/i18n"
import type { namesMessages } from "../../../views/names/messages.js"

export default {
  loading: "جارٍ التحقق مما إذا كانت هذه الشبكة توفر أسماء",
  unavailable: "الأسماء غير متاحة هنا",
  unavailableText: "الأسماء غير متاحة على هذه الشبكة",
  registerFailed: "تعذّر تسجيل الاسم",
  checkFailed: "لا يمكن التحقق من هذا الاسم الآن",
  rules:
    "من {min} إلى {max} من الأحرف اللاتينية الصغيرة a–z أو الأرقام أو الشرطات؛ دون شرطة في البداية أو النهاية. تنتهي الأسماء بـ {suffix}.",
  label: "اختر اسمًا لهذا الحساب",
  placeholder: "yourname",
  checking: "جارٍ التحقق…",
  available: "{name} متاح",
  taken: "{name} مسجّل بالفعل",
  suggestions: "أسماء متاحة مشابهة",
  continue: "متابعة",
  for: "لـ {address}",
  signNote: "تطلب منك محفظتك توقيع رسالة تتضمن الاسم والوقت. التوقيع مجاني: لا يُرسل شيء على السلسلة من حسابك.",
  back: "رجوع",
  signing: "وقّع في محفظتك…",
  register: "وقّع وسجّل",
  yours: "أصبح لك: يظهر الآن اسمًا لهذا الحساب.",
  backToAccount: "العودة إلى الحساب"
} satisfies Translation<typeof namesMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { connectingMessages } from "../../../views/connecting/messages.js"

export default {
  yourWallet: "محفظتك",
  continueIn: "تابِع في {name}",
  acceptRequest: "اقبل طلب الربط في المحفظة.",
  couldNotConnect: "تعذّر ربط المحفظة",
  declined: "لم تُربط {name}: تم رفض الطلب.",
  signatureDeclined: "لم توقّع {name} الرسالة.",
  failed: "تعذّر ربط {name}. تحقق من المحفظة ثم أعد المحاولة.",
  qrLabel: "رمز QR للربط مع {name}",
  walletDeclined: "رفضت المحفظة الربط.",
  pairingFailed: "فشل الاقتران. احصل على رمز جديد وامسحه مرة أخرى.",
  scanWith: "امسح باستخدام {name}",
  preparingCode: "جارٍ تجهيز رمز الاقتران…",
  scanOnPhone: "افتح المحفظة على هاتفك وامسح هذا الرمز.",
  scanOnOtherDevice: "امسح هذا الرمز بمحفظة على جهاز آخر أو انسخ الرابط.",
  copyLink: "نسخ الرابط",
  linkCopied: "تم نسخ الرابط",
  preparingConnection: "جارٍ تجهيز الاتصال…",
  openAndApprove: "افتح {name}، ووافق على الربط، ثم عُد إلى هنا.",
  open: "فتح {name}",
  orScan: "أو امسح هذا الرمز من جهاز آخر",
  tryAgain: "إعادة المحاولة"
} satisfies Translation<typeof connectingMessages.en>

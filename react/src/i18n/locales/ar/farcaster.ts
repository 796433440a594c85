import type { Translation } from "@gangway/core/i18n"
import type { farcasterMessages } from "../../../views/auth/messages.js"

export default {
  qrLabel: "رمز QR لتسجيل الدخول عبر Farcaster",
  title: "تسجيل الدخول عبر Farcaster",
  preparing: "جارٍ تجهيز رمز تسجيل الدخول…",
  scan: "امسح هذا الرمز بتطبيق Farcaster على هاتفك، ثم وافق على تسجيل الدخول هناك.",
  newCode: "احصل على رمز جديد",
  open: "افتح في Farcaster",
  copy: "نسخ الرابط",
  copied: "تم نسخ الرابط"
} satisfies Translation<typeof farcasterMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { pairingMessages } from "../../../screens/pairing-messages.js"

export default {
  scan: "امسح باستخدام محفظة تدعم WalletConnect",
  orPaste: "أو الصق هذا الرابط URI في المحفظة:",
  expiresIn: "تنتهي خلال",
  waiting: "في انتظار المحفظة…",
  expired: "انتهت صلاحية الاقتران: شغّل gangway connect مجددًا"
} satisfies Translation<typeof pairingMessages.en>

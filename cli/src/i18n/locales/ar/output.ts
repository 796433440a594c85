import type { Translation } from "@gangway/core/i18n"
import type { outputMessages } from "../../output-messages.js"

export default {
  error: "خطأ: {message}",
  missingCommand: "الأمر مفقود: أحد {names} (راجع gangway --help)",
  hintNoActiveCaipAddress:
    "اتصل أولًا: gangway connect --private-key <hex> (مفتاح محلي) أو gangway connect (WalletConnect)؛ راجع gangway connect --help",
  hintProjectIdRequired: "مرّر --project-id أو --api-url (راجع gangway --help)",
  hintConfirmationRequired: "مرّر --yes للإرسال دون سؤال"
} satisfies Translation<typeof outputMessages.en>

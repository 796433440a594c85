import type { Translation } from "@gangway/core/i18n"
import type { walletsMessages } from "../../../views/wallets/messages.js"

export default {
  search: "ابحث عن محفظة",
  shownOfCount: "{shown} من {count} محفظة",
  noneFound: "لم يتم العثور على محفظة",
  tryAnotherName: "جرّب اسمًا آخر.",
  loadFailed: "تعذّر تحميل قائمة المحافظ",
  opensOnPhone: "محافظ تُفتح على هذا الهاتف",
  otherDevice: "رمز QR أو رابط لجهاز آخر",
  installed: " (مثبّتة)"
} satisfies Translation<typeof walletsMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { buttonMessages } from "../../../components/messages.js"

export default {
  connect: "ربط المحفظة",
  connecting: "جارٍ الربط…",
  chooseNetwork: "اختيار الشبكة",
  networkPrefix: "الشبكة: "
} satisfies Translation<typeof buttonMessages.en>

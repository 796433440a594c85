import type { Translation } from "@gangway/core/i18n"
import type { buttonMessages } from "../../../components/messages.js"

export default {
  connect: "Wallet verbinden",
  connecting: "Verbinde…",
  chooseNetwork: "Netzwerk wählen",
  networkPrefix: "Netzwerk: "
} satisfies Translation<typeof buttonMessages.en>

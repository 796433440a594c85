import type { Translation } from "@gangway/core/i18n"
import type { buttonMessages } from "../../../components/messages.js"

export default {
  connect: "Conectar billetera",
  connecting: "Conectando…",
  chooseNetwork: "Elegir red",
  networkPrefix: "Red: "
} satisfies Translation<typeof buttonMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { buttonMessages } from "../../../components/messages.js"

export default {
  connect: "ウォレットを接続",
  connecting: "接続中…",
  chooseNetwork: "ネットワークを選択",
  networkPrefix: "ネットワーク: "
} satisfies Translation<typeof buttonMessages.en>

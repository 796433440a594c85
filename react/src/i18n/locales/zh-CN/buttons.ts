import type { Translation } from "@gangway/core/i18n"
import type { buttonMessages } from "../../../components/messages.js"

export default {
  connect: "连接钱包",
  connecting: "连接中…",
  chooseNetwork: "选择网络",
  networkPrefix: "网络："
} satisfies Translation<typeof buttonMessages.en>

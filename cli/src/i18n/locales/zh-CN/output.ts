import type { Translation } from "@gangway/core/i18n"
import type { outputMessages } from "../../output-messages.js"

export default {
  error: "错误：{message}",
  missingCommand: "缺少命令：可用 {names}（见 gangway --help）",
  hintNoActiveCaipAddress:
    "请先连接：gangway connect --private-key <hex>（本地私钥）或 gangway connect（WalletConnect）；见 gangway connect --help",
  hintProjectIdRequired: "请传入 --project-id 或 --api-url（见 gangway --help）",
  hintConfirmationRequired: "传入 --yes 可不经确认直接发送"
} satisfies Translation<typeof outputMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { pairingMessages } from "../../../screens/pairing-messages.js"

export default {
  scan: "用支持 WalletConnect 的钱包扫描",
  orPaste: "或将此 URI 粘贴到钱包中：",
  expiresIn: "剩余时间",
  waiting: "正在等待钱包…",
  expired: "配对已过期：请重新运行 gangway connect"
} satisfies Translation<typeof pairingMessages.en>

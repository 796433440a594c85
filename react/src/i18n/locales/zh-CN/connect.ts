import type { Translation } from "@gangway/core/i18n"
import type { connectMessages } from "../../../views/connect/messages.js"

export default {
  or: "或",
  email: "邮箱",
  social: "社交登录",
  wallets: "钱包",
  noWallets: "未找到钱包",
  noWalletsHint: "请安装浏览器钱包扩展，然后重新打开此窗口。",
  qrCode: "二维码",
  installed: "已安装",
  recent: "最近",
  emailAddress: "邮箱地址",
  continueWithEmail: "使用邮箱继续",
  invalidEmail: "请输入有效的邮箱地址，例如 name@example.com",
  continueWithBefore: "使用 ",
  continueWithAfter: " 继续"
} satisfies Translation<typeof connectMessages.en>

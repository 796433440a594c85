import type { Translation } from "@gangway/core/i18n"
import type { commandMessages } from "../../../commands/messages.js"

export default {
  accountLabel: "账户",
  networkLabel: "网络",
  walletLabel: "钱包",
  typeLabel: "类型",
  emailLabel: "邮箱",
  userLabel: "用户",
  nameLabel: "名称",
  smartAccount: "智能账户",
  eoa: "EOA",
  deployedLater: "（首笔交易时部署）",
  connected: "已连接",
  balancesOn: "{network} 上的 {account}",
  tokensUnavailable: "代币：不可用（{reason}）",
  switched: "已切换到 {network}",
  disconnected: "已断开 {address}",
  forgotKey: "没有会话；已清除保存的本地签名者私钥",
  codeSent: "验证码已发送至 {email}：",
  newDevice: "此设备对 {email} 来说是新设备：请打开邮件中的链接批准它。"
} satisfies Translation<typeof commandMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { signInMessages } from "../../../views/sign-in/messages.js"

export default {
  thisApp: "此应用",
  yourWallet: "你的钱包",
  asks: "{app} 请你登录",
  explain: "请在{wallet}中签署一条消息，证明此账户属于你。签名免费，不会发送任何交易。",
  onNetwork: "在 {network} 上",
  required: "{app} 需要你登录。取消将断开钱包连接。",
  cancel: "取消",
  sign: "签署消息",
  retry: "重试",
  continueIn: "请在{wallet}中继续",
  signing: "在钱包中签署消息即可完成登录。"
} satisfies Translation<typeof signInMessages.en>

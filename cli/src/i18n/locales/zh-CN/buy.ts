import type { Translation } from "@gangway/core/i18n"
import type { buyMessages } from "../../../commands/buy-messages.js"

export default {
  youPay: "你支付",
  providerFee: "服务商手续费",
  networkFee: "网络手续费",
  youReceive: "你将收到",
  about: "约 {amount}",
  estimate: "（估算：服务商未提供报价；其页面显示实际金额）",
  payOn: "请在服务商页面上支付：",
  waiting: "正在等待购买到账（按 Ctrl-C 停止等待）…",
  received: "已收到 {amount} {symbol}"
} satisfies Translation<typeof buyMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { historyMessages } from "../../../screens/history-messages.js"

export default {
  send: "已发送 {amounts} 至 {to}",
  receive: "已收到来自 {from} 的 {amounts}",
  trade: "已兑换 {amounts} 至 {to}",
  approve: "已授权 {amounts} 给 {to}",
  mint: "已铸造 {amounts} 至 {to}",
  execute: "已执行 {amounts} 至 {to}",
  other: "{operation} {amounts} 至 {to}",
  confirmed: "已确认",
  failed: "失败",
  pending: "待处理",
  empty: "暂无交易",
  more: "更多：gangway history --cursor {next}",
  stopped: "历史记录提前停止：{reason}"
} satisfies Translation<typeof historyMessages.en>

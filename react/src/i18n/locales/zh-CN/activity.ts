import type { Translation } from "@gangway/core/i18n"
import type { activityMessages } from "../../../views/activity/messages.js"

export default {
  loading: "正在加载活动",
  failed: "无法获取交易",
  empty: "暂无活动",
  emptyText: "此账户在该网络上发送和接收的交易会显示在这里。",
  loadingMore: "正在加载…",
  loadMore: "加载更多",
  pending: "处理中",
  failedStatus: "失败",
  send: "已发送",
  receive: "已接收",
  trade: "已兑换",
  approve: "已授权",
  mint: "已铸造",
  execute: "合约调用",
  deposit: "已存入",
  withdraw: "已提取",
  transaction: "交易",
  from: "来自 {address}",
  to: "发往 {address}"
} satisfies Translation<typeof activityMessages.en>

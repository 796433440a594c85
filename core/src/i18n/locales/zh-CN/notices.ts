import type { noticeMessages } from "../../notices-messages.js"
import type { Translation } from "../../messages.js"

export default {
  authenticating: "正在验证...",
  transactionStarted: "交易已发起",
  sendFailed: "交易发送失败。请重试。",
  sendDeclined: "你在钱包中拒绝了这笔交易。未发送任何内容。",
  actionNotAllowed: "不允许此操作"
} satisfies Translation<typeof noticeMessages.en>

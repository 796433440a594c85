import type { noticeMessages } from "../../notices-messages.js"
import type { Translation } from "../../messages.js"

export default {
  authenticating: "認証中...",
  transactionStarted: "取引を開始しました",
  sendFailed: "取引を送信できませんでした。もう一度お試しください。",
  sendDeclined: "ウォレットで取引を拒否しました。何も送信されていません。",
  actionNotAllowed: "この操作は許可されていません"
} satisfies Translation<typeof noticeMessages.en>

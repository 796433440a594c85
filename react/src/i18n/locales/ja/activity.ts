import type { Translation } from "@gangway/core/i18n"
import type { activityMessages } from "../../../views/activity/messages.js"

export default {
  loading: "アクティビティを読み込み中",
  failed: "取引を取得できませんでした",
  empty: "まだアクティビティはありません",
  emptyText: "このアカウントがこのネットワークで送受信した取引がここに表示されます。",
  loadingMore: "読み込み中…",
  loadMore: "さらに読み込む",
  pending: "保留中",
  failedStatus: "失敗",
  send: "送信",
  receive: "受信",
  trade: "スワップ",
  approve: "承認",
  mint: "ミント",
  execute: "コントラクト呼び出し",
  deposit: "入金",
  withdraw: "出金",
  transaction: "取引",
  from: "{address} から",
  to: "{address} へ"
} satisfies Translation<typeof activityMessages.en>

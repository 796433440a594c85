import type { Translation } from "@gangway/core/i18n"
import type { historyMessages } from "../../../screens/history-messages.js"

export default {
  send: "{to} に {amounts} を送金",
  receive: "{from} から {amounts} を受取",
  trade: "{to} で {amounts} をスワップ",
  approve: "{to} に {amounts} を承認",
  mint: "{to} に {amounts} をミント",
  execute: "{to} で {amounts} を実行",
  other: "{to} に {operation} {amounts}",
  confirmed: "確認済み",
  failed: "失敗",
  pending: "保留中",
  empty: "まだ取引はありません",
  more: "続き: gangway history --cursor {next}",
  stopped: "履歴の取得が途中で止まりました: {reason}"
} satisfies Translation<typeof historyMessages.en>

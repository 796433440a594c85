import type { Translation } from "@gangway/core/i18n"
import type { sessionsMessages } from "../../../views/sessions/messages.js"

export default {
  loading: "セッションを読み込んでいます",
  unavailable: "ここではセッションを利用できません",
  loadFailed: "セッションを読み込めませんでした",
  intro: "毎回確認せずにこのアカウントの代わりに操作することを許可したアプリです。",
  empty: "このアカウントの権限を持つアプリはありません。",
  list: "セッション",
  active: "有効",
  expired: "期限切れ",
  revoked: "取り消し済み",
  upToUnits: "{token} を最大 {amount} 単位",
  upTo: "最大 {amount} {symbol}",
  noPermission: "ウィジェットが読み取れる権限はありません",
  revokedAt: "{date} に取り消し",
  expiredAt: "{date} に期限切れ",
  until: "{date} まで",
  revokeFailed: "セッションを取り消せませんでした",
  signer: "署名者",
  notNamed: "指定なし",
  granted: "付与日時",
  expires: "有効期限",
  context: "コンテキスト",
  confirm: "取り消しの確認",
  confirmText: "アプリはこの権限をすぐに失います。ウォレットが取り消しへの署名を求めます。",
  keep: "残す",
  signing: "ウォレットで署名してください…",
  revoke: "取り消す",
  revokeSession: "セッションを取り消す"
} satisfies Translation<typeof sessionsMessages.en>

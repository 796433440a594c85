import type { Translation } from "@gangway/core/i18n"
import type { approveMessages } from "../../../views/approve/messages.js"

export default {
  nothing: "承認するものはありません",
  nothingText: "このアプリからのリクエストは、ウォレットが承認を求めている間ここで待機します。",
  yourWallet: "ウォレット",
  approveIn: "{name} で承認してください",
  openOnPhone: "スマートフォンで {name} を開き、このリクエストを確認してください。",
  reviewIn: "{name} でこのリクエストを確認してください。",
  request: "リクエスト",
  moreWaiting: "{count, plural, other {このあとさらに # 件のリクエストが待機しています。}}",
  cancelRequest: "リクエストをキャンセル",
  cancelRequests: "リクエストをキャンセル",
  signMessage: "メッセージに署名",
  signTypedData: "型付きデータに署名",
  sendTransaction: "トランザクションを送信",
  signTransaction: "トランザクションに署名",
  sendCalls: "複数の呼び出しを送信",
  grantPermissions: "権限を付与",
  sendUserOperation: "ユーザーオペレーションを送信",
  account: "アカウント",
  to: "送信先",
  newContract: "新しいコントラクト",
  amount: "数量",
  data: "データ",
  bytes: "{count, plural, other {# バイト}}",
  domain: "ドメイン",
  type: "タイプ",
  message: "メッセージ",
  calls: "呼び出し"
} satisfies Translation<typeof approveMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { commandMessages } from "../../../commands/messages.js"

export default {
  accountLabel: "アカウント",
  networkLabel: "ネットワーク",
  walletLabel: "ウォレット",
  typeLabel: "種類",
  emailLabel: "メール",
  userLabel: "ユーザー",
  nameLabel: "名前",
  smartAccount: "スマートアカウント",
  eoa: "EOA",
  deployedLater: "（最初の取引でデプロイされます）",
  connected: "接続しました",
  balancesOn: "{network} の {account}",
  tokensUnavailable: "トークン: 取得できません（{reason}）",
  switched: "{network} に切り替えました",
  disconnected: "{address} を切断しました",
  forgotKey: "セッションはありません。保存されていたローカル署名者の鍵を破棄しました",
  codeSent: "{email} に送信したコード: ",
  newDevice: "このデバイスは {email} にとって新しいものです: メールで届いたリンクを開いて承認してください。"
} satisfies Translation<typeof commandMessages.en>

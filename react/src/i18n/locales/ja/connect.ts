import type { Translation } from "@gangway/core/i18n"
import type { connectMessages } from "../../../views/connect/messages.js"

export default {
  or: "または",
  email: "メール",
  social: "ソーシャルログイン",
  wallets: "ウォレット",
  noWallets: "ウォレットが見つかりません",
  noWalletsHint: "ブラウザーにウォレット拡張機能をインストールしてから、このウィンドウをもう一度開いてください。",
  qrCode: "QR コード",
  installed: "インストール済み",
  recent: "最近",
  emailAddress: "メールアドレス",
  continueWithEmail: "メールで続行",
  invalidEmail: "有効なメールアドレスを入力してください（例: name@example.com）",
  continueWithBefore: "",
  continueWithAfter: "で続行"
} satisfies Translation<typeof connectMessages.en>

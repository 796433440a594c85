import type { Translation } from "@gangway/core/i18n"
import type { farcasterMessages } from "../../../views/auth/messages.js"

export default {
  qrLabel: "Farcaster でサインインするための QR コード",
  title: "Farcaster でサインイン",
  preparing: "サインイン用のコードを準備しています…",
  scan: "スマートフォンの Farcaster アプリでこのコードをスキャンし、そこでサインインを承認してください。",
  newCode: "新しいコードを取得",
  open: "Farcaster で開く",
  copy: "リンクをコピー",
  copied: "リンクをコピーしました"
} satisfies Translation<typeof farcasterMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { pairingMessages } from "../../../screens/pairing-messages.js"

export default {
  scan: "WalletConnect 対応ウォレットでスキャン",
  orPaste: "またはこの URI をウォレットに貼り付け:",
  expiresIn: "有効期限まで",
  waiting: "ウォレットを待機中…",
  expired: "ペアリングの期限が切れました: もう一度 gangway connect を実行してください"
} satisfies Translation<typeof pairingMessages.en>

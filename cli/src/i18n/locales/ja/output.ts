import type { Translation } from "@gangway/core/i18n"
import type { outputMessages } from "../../output-messages.js"

export default {
  error: "エラー: {message}",
  missingCommand: "コマンドがありません: {names} のいずれか（gangway --help を参照）",
  hintNoActiveCaipAddress:
    "先に接続してください: gangway connect --private-key <hex>（ローカル鍵）または gangway connect（WalletConnect）。gangway connect --help を参照",
  hintProjectIdRequired: "--project-id か --api-url を指定してください（gangway --help を参照）",
  hintConfirmationRequired: "確認なしで送るには --yes を指定してください"
} satisfies Translation<typeof outputMessages.en>

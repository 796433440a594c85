import type { Translation } from "@gangway/core/i18n"
import type { buyMessages } from "../../../commands/buy-messages.js"

export default {
  youPay: "支払額",
  providerFee: "プロバイダー手数料",
  networkFee: "ネットワーク手数料",
  youReceive: "受取額",
  about: "約 {amount}",
  estimate: "（見積もり: プロバイダーから見積もりがありません。実際の金額はそのページに表示されます）",
  payOn: "プロバイダーのページで支払ってください:",
  waiting: "購入の到着を待機中（Ctrl-C で待機を終了）…",
  received: "{amount} {symbol} を受け取りました"
} satisfies Translation<typeof buyMessages.en>

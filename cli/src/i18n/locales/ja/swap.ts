import type { Translation } from "@gangway/core/i18n"
import type { swapMessages } from "../../../screens/swap-messages.js"

export default {
  title: "{pay} {paySymbol} を約 {receive} {receiveSymbol} にスワップ",
  from: "送金元",
  network: "ネットワーク",
  rate: "レート",
  impact: "影響",
  atLeast: "最低受取",
  approve: "承認",
  fee: "手数料",
  impactValue: "市場価格より {percent}% 低い",
  atLeastValue: "{amount} {symbol}（スリッページ {slippage}%）",
  approveValue: "スワップルーターがあなたの {symbol} を使えるようにします（先に 1 件の取引）",
  feeValue: "{fee} {symbol}（{price} gwei）",
  notEnough: "このスワップには {symbol} が足りません",
  confirm: "スワップしますか？",
  approving: "ウォレットでスワップルーターを承認中…",
  swapping: "ウォレットでスワップに署名中…",
  confirming: "マイニングを待機中…",
  swapped: "{amount} {symbol} を {toSymbol} にスワップしました: {hash}"
} satisfies Translation<typeof swapMessages.en>

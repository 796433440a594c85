import type { Translation } from "@gangway/core/i18n"
import type { swapMessages } from "../../../screens/swap-messages.js"

export default {
  title: "用 {pay} {paySymbol} 兑换约 {receive} {receiveSymbol}",
  from: "从",
  network: "网络",
  rate: "汇率",
  impact: "影响",
  atLeast: "至少",
  approve: "授权",
  fee: "手续费",
  impactValue: "低于市场价值 {percent}%",
  atLeastValue: "{amount} {symbol}（{slippage}% 滑点）",
  approveValue: "兑换路由可使用你的 {symbol}（先发起一笔交易）",
  feeValue: "{fee} {symbol}，{price} gwei",
  notEnough: "{symbol} 不足，无法完成此次兑换",
  confirm: "确认兑换？",
  approving: "正在钱包中授权兑换路由…",
  swapping: "正在钱包中签署兑换…",
  confirming: "等待上链…",
  swapped: "已将 {amount} {symbol} 兑换为 {toSymbol}：{hash}"
} satisfies Translation<typeof swapMessages.en>

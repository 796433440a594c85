import type { Translation } from "@gangway/core/i18n"
import type { sendMessages } from "../../../screens/send-messages.js"

export default {
  title: "发送 {amount} {symbol}",
  from: "从",
  to: "至",
  network: "网络",
  fee: "手续费",
  gas: "Gas",
  creates: "创建",
  bitcoinFee: "{units} vB × {rate} sat/vB（{speed}）= {fee} {symbol}",
  evmGas: "{units} × {price} gwei = {fee} {symbol}",
  solanaFee: "{count, plural, other {# 个签名}} × {lamports} lamports",
  solanaRent: " + 租金 {rent} {symbol}",
  solanaTotal: " = {fee} {symbol}",
  receiverAccount: "收款人的 {token} 代币账户（租金 {rent} {symbol}，已含在手续费中）",
  confirm: "确认发送？",
  sending: "正在向 {to} 发送 {amount} {symbol}",
  preparing: "正在检查金额、收款人和 Gas",
  signing: "正在钱包中签名",
  pending: "等待上链",
  confirmed: "已确认",
  unconfirmed: "已发送，{seconds} 秒后仍未确认：再次发送前请先查看哈希",
  hash: "哈希 {hash}",
  explorer: "浏览器 {url}",
  sent: "已发送 {amount} {symbol}：{hash}",
  sentUnconfirmed: "已发送 {amount} {symbol}，尚未确认：{hash}"
} satisfies Translation<typeof sendMessages.en>

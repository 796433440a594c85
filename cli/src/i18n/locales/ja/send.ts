import type { Translation } from "@gangway/core/i18n"
import type { sendMessages } from "../../../screens/send-messages.js"

export default {
  title: "{amount} {symbol} を送金",
  from: "送金元",
  to: "送金先",
  network: "ネットワーク",
  fee: "手数料",
  gas: "ガス",
  creates: "作成",
  bitcoinFee: "{units} vB × {rate} sat/vB（{speed}）= {fee} {symbol}",
  evmGas: "{units} × {price} gwei = {fee} {symbol}",
  solanaFee: "{count, plural, other {署名 # 件}} × {lamports} lamports",
  solanaRent: " + レント {rent} {symbol}",
  solanaTotal: " = {fee} {symbol}",
  receiverAccount: "受取人の {token} トークンアカウント（レント {rent} {symbol}、手数料に含む）",
  confirm: "送金しますか？",
  sending: "{amount} {symbol} を {to} に送金中",
  preparing: "金額、受取人、ガスを確認中",
  signing: "ウォレットで署名中",
  pending: "マイニングを待機中",
  confirmed: "確認済み",
  unconfirmed: "送信済み、{seconds} 秒経ってもまだ確認されていません：再送信する前にハッシュを確認してください",
  hash: "ハッシュ {hash}",
  explorer: "エクスプローラー {url}",
  sent: "{amount} {symbol} を送金しました: {hash}",
  sentUnconfirmed: "{amount} {symbol} を送金しました（未確認）: {hash}"
} satisfies Translation<typeof sendMessages.en>

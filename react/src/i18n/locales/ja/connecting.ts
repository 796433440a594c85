import type { Translation } from "@gangway/core/i18n"
import type { connectingMessages } from "../../../views/connecting/messages.js"

export default {
  yourWallet: "お使いのウォレット",
  continueIn: "{name} で続行してください",
  acceptRequest: "ウォレットで接続リクエストを承認してください。",
  couldNotConnect: "ウォレットを接続できませんでした",
  declined: "{name} は接続しませんでした：リクエストが拒否されました。",
  signatureDeclined: "{name} はメッセージに署名しませんでした。",
  failed: "{name} に接続できませんでした。ウォレットを確認して、もう一度お試しください。",
  qrLabel: "{name} と接続するための QR コード",
  walletDeclined: "ウォレットが接続を拒否しました。",
  pairingFailed: "ペアリングに失敗しました。新しいコードを取得して、もう一度スキャンしてください。",
  scanWith: "{name} でスキャン",
  preparingCode: "ペアリングコードを準備中…",
  scanOnPhone: "スマートフォンでウォレットを開き、このコードをスキャンしてください。",
  scanOnOtherDevice: "別のデバイスのウォレットでこのコードをスキャンするか、リンクをコピーしてください。",
  copyLink: "リンクをコピー",
  linkCopied: "リンクをコピーしました",
  preparingConnection: "接続を準備中…",
  openAndApprove: "{name} を開いて接続を承認し、ここに戻ってください。",
  open: "{name} を開く",
  orScan: "または別のデバイスでこのコードをスキャン",
  tryAgain: "再試行"
} satisfies Translation<typeof connectingMessages.en>

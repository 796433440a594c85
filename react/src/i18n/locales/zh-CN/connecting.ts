import type { Translation } from "@gangway/core/i18n"
import type { connectingMessages } from "../../../views/connecting/messages.js"

export default {
  yourWallet: "你的钱包",
  continueIn: "请在 {name} 中继续",
  acceptRequest: "请在钱包中接受连接请求。",
  couldNotConnect: "无法连接钱包",
  declined: "{name} 未连接：请求被拒绝。",
  signatureDeclined: "{name} 未签署该消息。",
  failed: "{name} 无法连接。请检查钱包，然后重试。",
  qrLabel: "用于连接 {name} 的二维码",
  walletDeclined: "钱包拒绝了连接。",
  pairingFailed: "配对失败。请获取新的二维码并重新扫描。",
  scanWith: "使用 {name} 扫描",
  preparingCode: "正在准备配对码…",
  scanOnPhone: "在手机上打开钱包并扫描此二维码。",
  scanOnOtherDevice: "用另一台设备上的钱包扫描此二维码，或复制链接。",
  copyLink: "复制链接",
  linkCopied: "链接已复制",
  preparingConnection: "正在准备连接…",
  openAndApprove: "打开 {name}，批准连接，然后返回此处。",
  open: "打开 {name}",
  orScan: "或在另一台设备上扫描此二维码",
  tryAgain: "重试"
} satisfies Translation<typeof connectingMessages.en>

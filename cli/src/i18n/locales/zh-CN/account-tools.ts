import type { Translation } from "@gangway/core/i18n"
import type { accountToolsMessages } from "../../../commands/account-tools-messages.js"

export default {
  nameAvailable: "{name} 可用",
  nameTaken: "{name} 已被注册",
  freeNames: "类似的可用名称：{names}",
  signingRegistration: "正在钱包中签署注册…",
  registered: "已为 {address} 注册 {name}",
  noName: "{address} 没有名称",
  hasName: "{address} 的名称是 {name}",
  status: "{status, select, active {有效} expired {已过期} revoked {已撤销} other {{status}}}",
  until: "至 {date}",
  upTo: "最多 {amount}",
  upToUnits: "最多 {allowance} 单位的 {token}",
  allows: "允许 {allows}；签名者 {signer}",
  nothingReadable: "CLI 无法读取的内容",
  signerNotNamed: "未命名",
  noSessions: "没有智能会话",
  signingRevocation: "正在钱包中签署撤销…",
  revoked: "已撤销 {pci}",
  signedIn: "已在 {url} 以 {address} 登录 {chainId}",
  signedInUntil: "（至 {until}）",
  notSignedIn: "未在 {url} 以 {address} 登录 {chainId}",
  noNfts: "暂无 NFT"
} satisfies Translation<typeof accountToolsMessages.en>

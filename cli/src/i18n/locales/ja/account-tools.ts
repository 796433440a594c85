import type { Translation } from "@gangway/core/i18n"
import type { accountToolsMessages } from "../../../commands/account-tools-messages.js"

export default {
  nameAvailable: "{name} は使用できます",
  nameTaken: "{name} はすでに登録されています",
  freeNames: "似た空き名前: {names}",
  signingRegistration: "ウォレットで登録に署名中…",
  registered: "{address} に {name} を登録しました",
  noName: "{address} には名前がありません",
  hasName: "{address} は {name} です",
  status: "{status, select, active {有効} expired {期限切れ} revoked {取り消し済み} other {{status}}}",
  until: "{date} まで",
  upTo: "最大 {amount}",
  upToUnits: "{token} を最大 {allowance} 単位",
  allows: "許可: {allows}、署名者: {signer}",
  nothingReadable: "CLI が読めるものはありません",
  signerNotNamed: "名前なし",
  noSessions: "スマートセッションはありません",
  signingRevocation: "ウォレットで取り消しに署名中…",
  revoked: "{pci} を取り消しました",
  signedIn: "{url} で {chainId} の {address} としてサインインしました",
  signedInUntil: "（{until} まで）",
  notSignedIn: "{url} で {chainId} の {address} はサインインしていません",
  noNfts: "まだ NFT はありません"
} satisfies Translation<typeof accountToolsMessages.en>

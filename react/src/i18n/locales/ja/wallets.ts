import type { Translation } from "@gangway/core/i18n"
import type { walletsMessages } from "../../../views/wallets/messages.js"

export default {
  search: "ウォレットを検索",
  shownOfCount: "{count} 件中 {shown} 件のウォレット",
  noneFound: "ウォレットが見つかりません",
  tryAnotherName: "別の名前でお試しください。",
  loadFailed: "ウォレットの一覧を読み込めませんでした",
  opensOnPhone: "このスマートフォンで開けるウォレット",
  otherDevice: "別のデバイス用のQRコードまたはリンク",
  installed: "（インストール済み）"
} satisfies Translation<typeof walletsMessages.en>

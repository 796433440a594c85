import type { Translation } from "@gangway/core/i18n"
import type { walletsMessages } from "../../../views/wallets/messages.js"

export default {
  search: "搜索钱包",
  shownOfCount: "{shown} / {count} 个钱包",
  noneFound: "未找到钱包",
  tryAnotherName: "请尝试其他名称。",
  loadFailed: "无法加载钱包列表",
  opensOnPhone: "可在此手机上打开的钱包",
  otherDevice: "用于其他设备的二维码或链接",
  installed: "（已安装）"
} satisfies Translation<typeof walletsMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { farcasterMessages } from "../../../views/auth/messages.js"

export default {
  qrLabel: "用于通过 Farcaster 登录的二维码",
  title: "通过 Farcaster 登录",
  preparing: "正在准备登录码…",
  scan: "请用手机上的 Farcaster 应用扫描此码，然后在应用中批准登录。",
  newCode: "获取新码",
  open: "在 Farcaster 中打开",
  copy: "复制链接",
  copied: "链接已复制"
} satisfies Translation<typeof farcasterMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { sessionsMessages } from "../../../views/sessions/messages.js"

export default {
  loading: "正在加载会话",
  unavailable: "此处无法使用会话",
  loadFailed: "无法读取会话",
  intro: "你已授权无需每次询问即可代表此账户操作的应用。",
  empty: "没有应用持有此账户的权限。",
  list: "会话",
  active: "有效",
  expired: "已过期",
  revoked: "已撤销",
  upToUnits: "最多 {amount} 个单位的 {token}",
  upTo: "最多 {amount} {symbol}",
  noPermission: "没有组件可读取的权限",
  revokedAt: "撤销于 {date}",
  expiredAt: "过期于 {date}",
  until: "有效至 {date}",
  revokeFailed: "无法撤销该会话",
  signer: "签名者",
  notNamed: "未指定",
  granted: "授权时间",
  expires: "到期时间",
  context: "上下文",
  confirm: "确认撤销",
  confirmText: "应用将立即失去此权限。你的钱包会请你签署撤销。",
  keep: "保留",
  signing: "请在钱包中签名…",
  revoke: "撤销",
  revokeSession: "撤销会话"
} satisfies Translation<typeof sessionsMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { namesMessages } from "../../../views/names/messages.js"

export default {
  loading: "正在检查此网络是否提供名称",
  unavailable: "此处无法使用名称",
  unavailableText: "此网络不提供名称",
  registerFailed: "无法注册该名称",
  checkFailed: "暂时无法检查此名称",
  rules: "{min}–{max} 个小写字母 a–z、数字或连字符；开头和结尾不能是连字符。名称以 {suffix} 结尾。",
  label: "为此账户选择一个名称",
  placeholder: "yourname",
  checking: "正在检查…",
  available: "{name} 可用",
  taken: "{name} 已被注册",
  suggestions: "类似的可用名称",
  continue: "继续",
  for: "用于 {address}",
  signNote: "你的钱包会请你签署一条包含名称和时间的消息。签名免费：不会从你的账户向链上发送任何内容。",
  back: "返回",
  signing: "请在钱包中签名…",
  register: "签名并注册",
  yours: "已归你所有：现在显示为此账户的名称。",
  backToAccount: "返回账户"
} satisfies Translation<typeof namesMessages.en>

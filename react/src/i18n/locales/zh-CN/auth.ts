import type { Translation } from "@gangway/core/i18n"
import type { authMessages } from "../../../views/auth/messages.js"

export default {
  otpLead: "请输入我们发送到 {email} 的 6 位验证码。",
  otpLabel: "邮件中的验证码",
  deviceLead: "{email} 首次在此浏览器登录。请打开我们邮件中的链接进行确认，随后登录验证码会通过邮件发送给你。",
  deviceWaiting: "正在等待你的确认…",
  currentEmail: "你当前的邮箱是 {email}。我们会先向它发送验证码，再向新地址发送一个。",
  emailNotSet: "未设置",
  newEmail: "新邮箱地址",
  sendCodes: "发送验证码",
  primaryLead: "请输入我们发送到你当前邮箱 {email} 的验证码。",
  secondaryLead: "现在请输入我们发送到你新邮箱 {email} 的验证码。",
  primaryLabel: "发送到当前邮箱的验证码",
  secondaryLabel: "发送到新邮箱的验证码",
  resend: "重新发送验证码",
  resendIn: "{seconds, plural, other {# 秒后可重新发送}}",
  popupBlocked: "你的浏览器拦截了登录窗口。",
  continueIn: "请在 {provider} 窗口中继续…",
  openAgain: "重新打开 {provider} 窗口",
  approvalLead: "请在下方的安全窗口中查看此请求。只有你本人能在那里批准。"
} satisfies Translation<typeof authMessages.en>

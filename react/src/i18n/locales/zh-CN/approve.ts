import type { Translation } from "@gangway/core/i18n"
import type { approveMessages } from "../../../views/approve/messages.js"

export default {
  nothing: "没有待批准的请求",
  nothingText: "当你的钱包请你批准时，来自此应用的请求会在这里等待。",
  yourWallet: "你的钱包",
  approveIn: "在 {name} 中批准",
  openOnPhone: "在手机上打开 {name} 查看此请求。",
  reviewIn: "在 {name} 中查看此请求。",
  request: "请求",
  moreWaiting: "{count, plural, other {此后还有 # 个请求在等待。}}",
  cancelRequest: "取消请求",
  cancelRequests: "取消所有请求",
  signMessage: "签署消息",
  signTypedData: "签署结构化数据",
  sendTransaction: "发送交易",
  signTransaction: "签署交易",
  sendCalls: "发送批量调用",
  grantPermissions: "授予权限",
  sendUserOperation: "发送用户操作",
  account: "账户",
  to: "收款方",
  newContract: "新合约",
  amount: "数量",
  data: "数据",
  bytes: "{count, plural, other {# 字节}}",
  domain: "域",
  type: "类型",
  message: "消息",
  calls: "调用"
} satisfies Translation<typeof approveMessages.en>

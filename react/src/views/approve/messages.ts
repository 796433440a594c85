import { defineMessages } from "@gangway/core/i18n"

/** ApproveTransaction: a request waiting for the wallet's approval. */
export const approveMessages = defineMessages("approve", {
  nothing: "Nothing to approve",
  nothingText: "Requests from this app wait here while your wallet asks you to approve them.",
  yourWallet: "your wallet",
  approveIn: "Approve in {name}",
  openOnPhone: "Open {name} on your phone to review this request.",
  reviewIn: "Review this request in {name}.",
  request: "Request",
  moreWaiting:
    "{count, plural, one {# more request waits after this one.} other {# more requests wait after this one.}}",
  cancelRequest: "Cancel request",
  cancelRequests: "Cancel requests",
  signMessage: "Sign a message",
  signTypedData: "Sign typed data",
  sendTransaction: "Send a transaction",
  signTransaction: "Sign a transaction",
  sendCalls: "Send a batch of calls",
  grantPermissions: "Grant permissions",
  sendUserOperation: "Send a user operation",
  account: "Account",
  to: "To",
  newContract: "A new contract",
  amount: "Amount",
  data: "Data",
  bytes: "{count, plural, one {# byte} other {# bytes}}",
  domain: "Domain",
  type: "Type",
  message: "Message",
  calls: "Calls"
})

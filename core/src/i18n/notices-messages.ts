// Effect-free: what the core's toasts say that is not an error (the modal's toast region and
// the CLI translate them by key; the toast's `message` keeps the English).
import { definePlainMessages } from "./messages.js"

export const noticeMessages = definePlainMessages("notices", {
  authenticating: "Authenticating...",
  transactionStarted: "Transaction started",
  sendFailed: "Failed to send transaction. Please try again.",
  /** Gangway's own: a send the person declined in the wallet is not a failure to retry blindly. */
  sendDeclined: "You declined the transaction in your wallet. Nothing was sent.",
  /** The shorter words the modal shows for a refused RPC call (RpcMethodNotAllowed). */
  actionNotAllowed: "Action not allowed"
})

export type NoticeKey = keyof typeof noticeMessages.en

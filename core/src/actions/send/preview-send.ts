import { Effect } from "effect"
import { Send } from "../../controllers/send.js"

export type PreviewSendParameters = Parameters<Send["Service"]["preview"]>
export type PreviewSendReturnType = Effect.Success<ReturnType<Send["Service"]["preview"]>>
export type PreviewSendErrorType = Effect.Error<ReturnType<Send["Service"]["preview"]>>

/** Checks the send (optionally filling fields first) and prices it, without sending. */
export const previewSend = Effect.fn("Send.preview")(function* (...parameters: PreviewSendParameters) {
  const send = yield* Send
  return yield* send.preview(...parameters)
})

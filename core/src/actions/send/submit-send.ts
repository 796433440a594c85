import { Effect } from "effect"
import { Send } from "../../controllers/send.js"

export type SubmitSendParameters = Parameters<Send["Service"]["send"]>
export type SubmitSendReturnType = Effect.Success<ReturnType<Send["Service"]["send"]>>
export type SubmitSendErrorType = Effect.Error<ReturnType<Send["Service"]["send"]>>

/** Sends the form's token (optionally filling fields first) and waits until it is final. */
export const submitSend = Effect.fn("Send.submit")(function* (...parameters: SubmitSendParameters) {
  const send = yield* Send
  return yield* send.send(...parameters)
})

import { Effect } from "effect"
import { Send } from "../../controllers/send.js"

export type ResetSendParameters = Parameters<Send["Service"]["reset"]>
export type ResetSendReturnType = Effect.Success<ReturnType<Send["Service"]["reset"]>>
export type ResetSendErrorType = Effect.Error<ReturnType<Send["Service"]["reset"]>>

/** Empties the send form. */
export const resetSend = Effect.fn("Send.reset")(function* (...parameters: ResetSendParameters) {
  const send = yield* Send
  return yield* send.reset(...parameters)
})

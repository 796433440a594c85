import { Effect } from "effect"
import { Send, type SendFields } from "../../controllers/send.js"

export type SetSendFieldParameters<K extends keyof SendFields = keyof SendFields> = [field: K, value: SendFields[K]]
export type SetSendFieldReturnType = Effect.Success<ReturnType<Send["Service"]["setField"]>>
export type SetSendFieldErrorType = Effect.Error<ReturnType<Send["Service"]["setField"]>>

/** Fills a field of the send form; a receiver may be an address or a registered name. */
export const setSendField = Effect.fn("Send.setField")(function* <K extends keyof SendFields>(
  field: K,
  value: SendFields[K]
) {
  const send = yield* Send
  return yield* send.setField(field, value)
})

import { Effect } from "effect"
import { Toast } from "../../controllers/toast.js"

export type ShowToastParameters = Parameters<Toast["Service"]["show"]>
export type ShowToastReturnType = Effect.Success<ReturnType<Toast["Service"]["show"]>>
export type ShowToastErrorType = Effect.Error<ReturnType<Toast["Service"]["show"]>>

/** Shows a toast; it hides itself after a few seconds (a loading toast stays). */
export const showToast = Effect.fn("Toast.show")(function* (...parameters: ShowToastParameters) {
  const toast = yield* Toast
  return yield* toast.show(...parameters)
})

import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type CancelAuthParameters = Parameters<Auth["Service"]["cancel"]>
export type CancelAuthReturnType = Effect.Success<ReturnType<Auth["Service"]["cancel"]>>
export type CancelAuthErrorType = Effect.Error<ReturnType<Auth["Service"]["cancel"]>>

/** Leaves the login flow in progress (the views' Back). */
export const cancelAuth = Effect.fn("Auth.cancel")(function* (...parameters: CancelAuthParameters) {
  const auth = yield* Auth
  return yield* auth.cancel(...parameters)
})

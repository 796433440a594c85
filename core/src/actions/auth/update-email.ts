import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type UpdateEmailParameters = Parameters<Auth["Service"]["updateEmail"]>
export type UpdateEmailReturnType = Effect.Success<ReturnType<Auth["Service"]["updateEmail"]>>
export type UpdateEmailErrorType = Effect.Error<ReturnType<Auth["Service"]["updateEmail"]>>

/** Starts changing the embedded wallet's email to `email`. */
export const updateEmail = Effect.fn("Auth.updateEmail")(function* (...parameters: UpdateEmailParameters) {
  const auth = yield* Auth
  return yield* auth.updateEmail(...parameters)
})

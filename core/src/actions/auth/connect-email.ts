import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type ConnectEmailParameters = Parameters<Auth["Service"]["connectEmail"]>
export type ConnectEmailReturnType = Effect.Success<ReturnType<Auth["Service"]["connectEmail"]>>
export type ConnectEmailErrorType = Effect.Error<ReturnType<Auth["Service"]["connectEmail"]>>

/** Sends a one-time code to `email` through the secure frame. */
export const connectEmail = Effect.fn("Auth.connectEmail")(function* (...parameters: ConnectEmailParameters) {
  const auth = yield* Auth
  return yield* auth.connectEmail(...parameters)
})

import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type ConnectSocialParameters = Parameters<Auth["Service"]["connectSocial"]>
export type ConnectSocialReturnType = Effect.Success<ReturnType<Auth["Service"]["connectSocial"]>>
export type ConnectSocialErrorType = Effect.Error<ReturnType<Auth["Service"]["connectSocial"]>>

/** Logs in with a social provider in `popup` (opened in the click's own task). */
export const connectSocial = Effect.fn("Auth.connectSocial")(function* (...parameters: ConnectSocialParameters) {
  const auth = yield* Auth
  return yield* auth.connectSocial(...parameters)
})

import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type ConnectFarcasterParameters = Parameters<Auth["Service"]["connectFarcaster"]>
export type ConnectFarcasterReturnType = Effect.Success<ReturnType<Auth["Service"]["connectFarcaster"]>>
export type ConnectFarcasterErrorType = Effect.Error<ReturnType<Auth["Service"]["connectFarcaster"]>>

/** Sign In With Farcaster: connected once the visitor's Farcaster client signed. */
export const connectFarcaster = Effect.fn("Auth.connectFarcaster")(function* (
  ...parameters: ConnectFarcasterParameters
) {
  const auth = yield* Auth
  return yield* auth.connectFarcaster(...parameters)
})

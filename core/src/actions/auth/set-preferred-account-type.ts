import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type SetPreferredAccountTypeParameters = Parameters<Auth["Service"]["setPreferredAccountType"]>
export type SetPreferredAccountTypeReturnType = Effect.Success<ReturnType<Auth["Service"]["setPreferredAccountType"]>>
export type SetPreferredAccountTypeErrorType = Effect.Error<ReturnType<Auth["Service"]["setPreferredAccountType"]>>

/** Uses the embedded wallet's EOA or its smart account from now on. */
export const setPreferredAccountType = Effect.fn("Auth.setPreferredAccountType")(function* (
  ...parameters: SetPreferredAccountTypeParameters
) {
  const auth = yield* Auth
  return yield* auth.setPreferredAccountType(...parameters)
})

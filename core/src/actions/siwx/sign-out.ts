import { Effect } from "effect"
import { SignInFlow } from "../../siwx/flow.js"

export type SignOutParameters = Parameters<SignInFlow["Service"]["signOut"]>
export type SignOutReturnType = Effect.Success<ReturnType<SignInFlow["Service"]["signOut"]>>
export type SignOutErrorType = Effect.Error<ReturnType<SignInFlow["Service"]["signOut"]>>

/** Ends every sign-in session (the provider's too). */
export const signOut = Effect.fn("SignIn.signOut")(function* (...parameters: SignOutParameters) {
  const signInFlow = yield* SignInFlow
  return yield* signInFlow.signOut(...parameters)
})

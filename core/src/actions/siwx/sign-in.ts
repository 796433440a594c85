import { Effect } from "effect"
import { SignInFlow } from "../../siwx/flow.js"

export type SignInParameters = Parameters<SignInFlow["Service"]["signIn"]>
export type SignInReturnType = Effect.Success<ReturnType<SignInFlow["Service"]["signIn"]>>
export type SignInErrorType = Effect.Error<ReturnType<SignInFlow["Service"]["signIn"]>>

/** Signs the active account in: the provider's message, the wallet's signature, the session kept. */
export const signIn = Effect.fn("SignIn.signIn")(function* (...parameters: SignInParameters) {
  const signInFlow = yield* SignInFlow
  return yield* signInFlow.signIn(...parameters)
})

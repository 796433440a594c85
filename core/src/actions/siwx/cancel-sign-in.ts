import { Effect } from "effect"
import { Modal } from "../../controllers/modal.js"

export type CancelSignInParameters = Parameters<Modal["Service"]["cancelSignIn"]>
export type CancelSignInReturnType = Effect.Success<ReturnType<Modal["Service"]["cancelSignIn"]>>
export type CancelSignInErrorType = Effect.Error<ReturnType<Modal["Service"]["cancelSignIn"]>>

/** Leaves the sign-in view without signing (disconnects when sign-in is required). */
export const cancelSignIn = Effect.fn("SignIn.cancel")(function* (...parameters: CancelSignInParameters) {
  const modal = yield* Modal
  return yield* modal.cancelSignIn(...parameters)
})

import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type SubmitOtpParameters = Parameters<Auth["Service"]["submitOtp"]>
export type SubmitOtpReturnType = Effect.Success<ReturnType<Auth["Service"]["submitOtp"]>>
export type SubmitOtpErrorType = Effect.Error<ReturnType<Auth["Service"]["submitOtp"]>>

/** Checks the code the visitor typed; connects the embedded wallet once it holds. */
export const submitOtp = Effect.fn("Auth.submitOtp")(function* (...parameters: SubmitOtpParameters) {
  const auth = yield* Auth
  return yield* auth.submitOtp(...parameters)
})

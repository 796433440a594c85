import { Effect } from "effect"
import { Auth } from "../../controllers/auth/auth.js"

export type SubmitUpdateOtpParameters = Parameters<Auth["Service"]["submitUpdateOtp"]>
export type SubmitUpdateOtpReturnType = Effect.Success<ReturnType<Auth["Service"]["submitUpdateOtp"]>>
export type SubmitUpdateOtpErrorType = Effect.Error<ReturnType<Auth["Service"]["submitUpdateOtp"]>>

/** Checks a code of the email change in progress. */
export const submitUpdateOtp = Effect.fn("Auth.submitUpdateOtp")(function* (...parameters: SubmitUpdateOtpParameters) {
  const auth = yield* Auth
  return yield* auth.submitUpdateOtp(...parameters)
})

import { cancelAuth } from "./cancel-auth.js"
import { connectEmail } from "./connect-email.js"
import { connectFarcaster } from "./connect-farcaster.js"
import { connectSocial } from "./connect-social.js"
import { setPreferredAccountType } from "./set-preferred-account-type.js"
import { submitOtp } from "./submit-otp.js"
import { submitUpdateOtp } from "./submit-update-otp.js"
import { updateEmail } from "./update-email.js"

export * from "./cancel-auth.js"
export * from "./connect-email.js"
export * from "./connect-farcaster.js"
export * from "./connect-social.js"
export * from "./set-preferred-account-type.js"
export * from "./submit-otp.js"
export * from "./submit-update-otp.js"
export * from "./update-email.js"

/** `client.auth` (with `showFrame`, which the client adds: it is synchronous). */
export const authActions = {
  connectEmail,
  submitOtp,
  connectSocial,
  connectFarcaster,
  updateEmail,
  submitUpdateOtp,
  cancel: cancelAuth,
  setPreferredAccountType
}

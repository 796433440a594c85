import { useGangwayClient } from "../../context.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { MailIcon, SpinnerIcon } from "../../internal/icons.js"
import { authViewCss } from "./auth-view-css.js"
import { OtpField } from "./otp-field.js"
import { ResendCode } from "./resend-code.js"
import { useAuthState } from "./use-auth.js"

// The promise's failure is in the auth state (`error`), which the view shows.
const quietly = (promise: Promise<void>) => void promise.catch(() => undefined)

/** VERIFY_OTP: the code mailed to the address. */
export const EmailVerifyOtpView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const email = auth.step.kind === "email" ? auth.step.email : undefined
  return (
    <div className="gw-auth" data-testid="email-otp-view">
      <FlowStyles name="auth-views" css={authViewCss} />
      <p className="gw-auth__lead">
        Enter the 6-digit code we sent to <strong>{email}</strong>.
      </p>
      <OtpField label="Code from the email" error={auth.error} busy={auth.busy} onComplete={(code) => quietly(client.auth.submitOtp(code))} />
      {email !== undefined && <ResendCode lastAt={auth.lastEmailLoginAt} onResend={() => quietly(client.auth.connectEmail(email))} />}
    </div>
  )
}

/** VERIFY_DEVICE: a new browser waits for the link mailed to the address; the code follows. */
export const EmailVerifyDeviceView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const email = auth.step.kind === "email" ? auth.step.email : undefined
  return (
    <div className="gw-auth" data-testid="email-device-view">
      <FlowStyles name="auth-views" css={authViewCss} />
      <span className="gw-auth__mark" aria-hidden="true">
        <MailIcon size={32} />
      </span>
      <p className="gw-auth__lead">
        This browser is new for <strong>{email}</strong>. Open the link we mailed you to approve it; your login code follows by email.
      </p>
      <p className="gw-auth__lead" role="status">
        <SpinnerIcon size={16} /> Waiting for your approval…
      </p>
      {auth.error !== undefined && (
        <p className="gw-auth__error" role="alert">
          {auth.error}
        </p>
      )}
      {email !== undefined && <ResendCode lastAt={auth.lastEmailLoginAt} onResend={() => quietly(client.auth.connectEmail(email))} />}
    </div>
  )
}

/** The new address of an email change. */
export const UpdateEmailView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  return (
    <form
      className="gw-auth"
      data-testid="update-email-view"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const email = new FormData(event.currentTarget).get("email")
        quietly(client.auth.updateEmail(typeof email === "string" ? email : ""))
      }}
    >
      <FlowStyles name="auth-views" css={authViewCss} />
      <p className="gw-auth__lead">
        Your current email is <strong>{auth.user?.email ?? "not set"}</strong>. We will send a code to it, then one to the new address.
      </p>
      <label className="gw-sr-only" htmlFor="gw-update-email">
        New email address
      </label>
      <input id="gw-update-email" className="gw-auth__email" name="email" type="email" autoComplete="email" placeholder="New email address" required />
      {auth.error !== undefined && (
        <p className="gw-auth__error" role="alert">
          {auth.error}
        </p>
      )}
      <button type="submit" className="gw-action" disabled={auth.busy}>
        Send the codes
      </button>
    </form>
  )
}

/** VERIFY_PRIMARY_OTP (the current address's code), then VERIFY_SECONDARY_OTP (the new one's). */
export const UpdateEmailOtpView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  if (auth.step.kind !== "update-email") return null
  const primary = auth.step.action === "VERIFY_PRIMARY_OTP"
  return (
    <div className="gw-auth" data-testid="update-email-otp-view" data-step={auth.step.action}>
      <FlowStyles name="auth-views" css={authViewCss} />
      <p className="gw-auth__lead">
        {primary ? "Enter the code we sent to your current email, " : "Now enter the code we sent to your new email, "}
        <strong>{primary ? auth.user?.email : auth.step.newEmail}</strong>.
      </p>
      <OtpField
        key={auth.step.action}
        label={primary ? "Code sent to your current email" : "Code sent to your new email"}
        error={auth.error}
        busy={auth.busy}
        onComplete={(code) => quietly(client.auth.submitUpdateOtp(code))}
      />
    </div>
  )
}

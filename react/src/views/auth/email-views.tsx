import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { MailIcon, SpinnerIcon } from "../../internal/icons.js"
import { authViewCss } from "./auth-view-css.js"
import { EMPHASIS_MARK, Emphasised } from "./emphasis.js"
import { authMessages } from "./messages.js"
import { OtpField } from "./otp-field.js"
import { ResendCode } from "./resend-code.js"
import { useAuthErrorText, useAuthState } from "./use-auth.js"

// The promise's failure is in the auth state (`error`), which the view shows.
const quietly = (promise: Promise<void>) => void promise.catch(() => undefined)

/** VERIFY_OTP: the code mailed to the address. */
export const EmailVerifyOtpView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const error = useAuthErrorText(auth)
  const t = useMessages(authMessages)
  const email = auth.step.kind === "email" ? auth.step.email : undefined
  return (
    <div className="gw-auth" data-testid="email-otp-view">
      <FlowStyles name="auth-views" css={authViewCss} />
      <p className="gw-auth__lead">
        <Emphasised text={t("otpLead", { email: EMPHASIS_MARK })} value={email} />
      </p>
      <OtpField
        label={t("otpLabel")}
        error={error}
        busy={auth.busy}
        onComplete={(code) => quietly(client.auth.submitOtp(code))}
      />
      {email !== undefined && (
        <ResendCode lastAt={auth.lastEmailLoginAt} onResend={() => quietly(client.auth.connectEmail(email))} />
      )}
    </div>
  )
}

/** VERIFY_DEVICE: a new browser waits for the link mailed to the address; the code follows. */
export const EmailVerifyDeviceView = () => {
  const auth = useAuthState()
  const error = useAuthErrorText(auth)
  const t = useMessages(authMessages)
  const email = auth.step.kind === "email" ? auth.step.email : undefined
  return (
    <div className="gw-auth" data-testid="email-device-view">
      <FlowStyles name="auth-views" css={authViewCss} />
      <span className="gw-auth__mark" aria-hidden="true">
        <MailIcon size={32} />
      </span>
      <p className="gw-auth__lead">
        <Emphasised text={t("deviceLead", { email: EMPHASIS_MARK })} value={email} />
      </p>
      <p className="gw-auth__lead" role="status">
        <SpinnerIcon size={16} /> {t("deviceWaiting")}
      </p>
      {error !== undefined && (
        <p className="gw-auth__error" role="alert">
          {error}
        </p>
      )}
      {/* The link is awaited here, not a code: the resend countdown belongs to the code's view. */}
    </div>
  )
}

/** The new address of an email change. */
export const UpdateEmailView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const error = useAuthErrorText(auth)
  const t = useMessages(authMessages)
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
        <Emphasised text={t("currentEmail", { email: EMPHASIS_MARK })} value={auth.user?.email ?? t("emailNotSet")} />
      </p>
      <label className="gw-sr-only" htmlFor="gw-update-email">
        {t("newEmail")}
      </label>
      <input
        id="gw-update-email"
        className="gw-auth__email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t("newEmail")}
        required
      />
      {error !== undefined && (
        <p className="gw-auth__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="gw-action" disabled={auth.busy}>
        {t("sendCodes")}
      </button>
    </form>
  )
}

/** VERIFY_PRIMARY_OTP (the current address's code), then VERIFY_SECONDARY_OTP (the new one's). */
export const UpdateEmailOtpView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const error = useAuthErrorText(auth)
  const t = useMessages(authMessages)
  if (auth.step.kind !== "update-email") return null
  const primary = auth.step.action === "VERIFY_PRIMARY_OTP"
  return (
    <div className="gw-auth" data-testid="update-email-otp-view" data-step={auth.step.action}>
      <FlowStyles name="auth-views" css={authViewCss} />
      <p className="gw-auth__lead">
        <Emphasised
          text={t(primary ? "primaryLead" : "secondaryLead", { email: EMPHASIS_MARK })}
          value={primary ? auth.user?.email : auth.step.newEmail}
        />
      </p>
      <OtpField
        key={auth.step.action}
        label={t(primary ? "primaryLabel" : "secondaryLabel")}
        error={error}
        busy={auth.busy}
        onComplete={(code) => quietly(client.auth.submitUpdateOtp(code))}
      />
    </div>
  )
}

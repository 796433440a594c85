import { useId, useState } from "react"
import { AlertIcon } from "../../internal/icons.js"

/**
 * One field for the 6-digit code: typed or pasted whole (spaces and dashes from a mail
 * dropped), the code read by the browser from an SMS or mail (`one-time-code`), and
 * sent as soon as it has 6 digits.
 */
export const OtpField = ({
  onComplete,
  error,
  busy,
  label
}: {
  readonly onComplete: (code: string) => void
  readonly error: string | undefined
  readonly busy: boolean
  readonly label: string
}) => {
  const [code, setCode] = useState("")
  const id = useId()
  const errorId = useId()
  const change = (text: string) => {
    const digits = text.replace(/\D/g, "").slice(0, 6)
    setCode(digits)
    if (digits.length === 6 && !busy) onComplete(digits)
  }
  return (
    <div className="gw-auth__form">
      <label htmlFor={id} className="gw-sr-only">
        {label}
      </label>
      <input
        id={id}
        className="gw-otp"
        data-testid="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={14}
        // biome-ignore lint/a11y/noAutofocus: the code is the view's one task: the first digit takes focus as the view opens
        autoFocus
        value={code}
        disabled={busy}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => change(event.target.value)}
      />
      {error !== undefined && (
        <p id={errorId} className="gw-auth__error" role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      )}
    </div>
  )
}

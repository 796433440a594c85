import { isEmail } from "@gangway/core"
import { useId, useState, type FormEvent } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { AlertIcon, ArrowRightIcon, MailIcon } from "../../internal/icons.js"
import { connectMessages } from "./messages.js"

/**
 * Email login's field: the address is checked with the core's rule, and only a
 * valid one is handed to `onSubmit` (trimmed). Shown only with an auth connector.
 */
export const EmailSection = ({ onSubmit }: { readonly onSubmit: (email: string) => void }) => {
  const t = useMessages(connectMessages)
  const [email, setEmail] = useState("")
  const [showError, setShowError] = useState(false)
  const inputId = useId()
  const errorId = useId()
  const valid = isEmail(email.trim())
  const invalidShown = showError && !valid

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid) {
      setShowError(true)
      return
    }
    onSubmit(email.trim())
  }

  return (
    <form noValidate onSubmit={submit} data-unsaved={email.trim() !== ""}>
      <label htmlFor={inputId} className="gw-sr-only">
        {t("emailAddress")}
      </label>
      <div className="gw-field">
        <span className="gw-field__icon">
          <MailIcon />
        </span>
        <input
          id={inputId}
          className="gw-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t("emailAddress")}
          value={email}
          aria-invalid={invalidShown}
          aria-describedby={invalidShown ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setShowError(email.trim() !== "")}
        />
        <button
          type="submit"
          className="gw-field__submit"
          aria-label={t("continueWithEmail")}
          disabled={email.trim() === ""}
        >
          <ArrowRightIcon size={18} />
        </button>
      </div>
      {invalidShown && (
        <p id={errorId} className="gw-field-error">
          <AlertIcon size={16} />
          {t("invalidEmail")}
        </p>
      )}
    </form>
  )
}

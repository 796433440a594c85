import { SpinnerIcon } from "../../internal/icons.js"
import { FieldError } from "./field-error.js"
import type { useReceiver } from "./use-receiver.js"
import { useMessages } from "../../i18n/use-messages.js"
import { sendMessages } from "./messages.js"

interface ReceiverFieldProps {
  readonly id: string
  readonly receiver: ReturnType<typeof useReceiver>
  readonly error: string | undefined
  /** What the core resolved the text to. */
  readonly resolvedName: string | undefined
  readonly resolvedAddress: string | undefined
  readonly resolvedImage: string | undefined
  readonly placeholder: string
  readonly onEdit: () => void
}

/** The receiver: an address or a registered name, with what a name resolves to. */
export const ReceiverField = ({
  id,
  receiver,
  error,
  resolvedName,
  resolvedAddress,
  resolvedImage,
  placeholder,
  onEdit
}: ReceiverFieldProps) => {
  const { status } = receiver
  const t = useMessages(sendMessages)
  const describedBy = [error === undefined ? undefined : `${id}-error`, `${id}-resolved`].filter(Boolean).join(" ")
  return (
    <div className="gw-send__field">
      <label className="gw-send__label" htmlFor={id}>
        {t("to")}
      </label>
      <input
        id={id}
        className="gw-input gw-input--plain"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        value={receiver.text}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onEdit()
          receiver.change(event.target.value)
        }}
        onBlur={receiver.commit}
      />
      <FieldError id={`${id}-error`} field="receiver" message={error} />
      <div id={`${id}-resolved`} aria-live="polite">
        {status.state === "resolving" && (
          <p className="gw-send__resolved">
            <SpinnerIcon size={14} />
            {t("lookingUp", { name: status.input })}
          </p>
        )}
        {status.state === "done" && resolvedName !== undefined && resolvedAddress !== undefined && (
          <p className="gw-send__resolved" data-testid="send-receiver-resolved">
            {resolvedImage !== undefined && <img src={resolvedImage} alt="" />}
            <span>{t("resolvedTo", { name: resolvedName, address: resolvedAddress })}</span>
          </p>
        )}
      </div>
    </div>
  )
}

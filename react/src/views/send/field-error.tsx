import { AlertIcon } from "../../internal/icons.js"
import type { SendField } from "./send-errors.js"

/** A field's problem, tied to it by `aria-describedby`. */
export const FieldError = ({
  id,
  field,
  message
}: {
  readonly id: string
  readonly field: SendField
  readonly message: string | undefined
}) =>
  message === undefined ? null : (
    <p id={id} className="gw-field-error" data-testid={`send-${field}-error`}>
      <AlertIcon size={14} />
      {message}
    </p>
  )

import type { GangwayState, ToastVariant } from "@gangway/core"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { useLocaleAttributes, useMessages } from "../i18n/use-messages.js"
import { ErrorIcon, SpinnerIcon, SuccessIcon } from "../internal/icons.js"
import { themeStyle } from "../internal/theme-style.js"
import { modalMessages } from "./messages.js"
import { useToastText } from "./toast-text.js"

const selectToastRegion = (state: GangwayState) => ({
  toast: state.toast,
  tokens: state.themeTokens,
  modalOpen: state.modal.open
})

const icons = { success: SuccessIcon, error: ErrorIcon, loading: SpinnerIcon }

const spokenVariant = {
  success: "toastSuccess",
  error: "toastError",
  loading: "toastLoading"
} as const satisfies Record<ToastVariant, string>

/**
 * The live region toasts are announced through. It stays mounted (empty when
 * no toast shows) so screen readers pick up each new message.
 */
export const ToastRegion = () => {
  const { toast, tokens, modalOpen } = useGangwayState(selectToastRegion)
  const Icon = icons[toast.variant]
  const text = useToastText(toast)
  const t = useMessages(modalMessages)
  const localeAttributes = useLocaleAttributes()
  return (
    // At the bottom, clear of the page's header and of the dialog (which leaves that room); over a
    // phone's bottom sheet, at the top, which the sheet leaves free.
    <div
      {...localeAttributes}
      className="gw-root gw-toasts"
      style={themeStyle(tokens)}
      data-modal={modalOpen ? "open" : undefined}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {toast.open && (
        <div className={`gw-toast gw-toast--${toast.variant}`} data-variant={toast.variant}>
          <span className="gw-toast__icon">
            <Icon />
          </span>
          <span>
            <span className="gw-sr-only">{t(spokenVariant[toast.variant])}</span>
            {text}
          </span>
        </div>
      )}
    </div>
  )
}

import { useMessages } from "../i18n/use-messages.js"
import { ChevronLeftIcon, CloseIcon } from "../internal/icons.js"
import { modalMessages } from "./messages.js"

interface ModalHeaderProps {
  readonly titleId: string
  readonly title: string
  readonly canGoBack: boolean
  readonly onBack: () => void
  readonly onClose: () => void
}

/** Back (only when there is somewhere to go back to), the view's title, close. */
export const ModalHeader = ({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) => {
  const t = useMessages(modalMessages)
  return (
    <header className="gw-header">
      {canGoBack ? (
        <button type="button" className="gw-icon-button" aria-label={t("back")} onClick={onBack}>
          <ChevronLeftIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="gw-title">
        {title}
      </h2>
      <button type="button" className="gw-icon-button" aria-label={t("close")} onClick={onClose}>
        <CloseIcon />
      </button>
    </header>
  )
}

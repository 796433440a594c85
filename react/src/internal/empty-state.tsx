import type { AriaRole, ReactNode } from "react"
import { useMessages } from "../i18n/use-messages.js"
import { modalMessages } from "../modal/messages.js"
import { RefreshIcon } from "./icons.js"

export interface EmptyStateProps {
  readonly icon?: ReactNode
  readonly title: ReactNode
  readonly text?: ReactNode
  /** "Try again", for a failed load. */
  readonly onRetry?: (() => void) | undefined
  readonly role?: AriaRole
  readonly testId?: string
}

/** What a list shows when it has nothing to show: nothing yet, nothing found, or a failure to retry. */
export const EmptyState = ({ icon, title, text, onRetry, role, testId }: EmptyStateProps) => {
  const t = useMessages(modalMessages)
  return (
    <div className="gw-empty" role={role} data-testid={testId}>
      {icon !== undefined && <span className="gw-empty__icon">{icon}</span>}
      <p className="gw-empty__title">{title}</p>
      {text !== undefined && <p className="gw-text">{text}</p>}
      {onRetry !== undefined && (
        <button type="button" className="gw-action gw-action--secondary" onClick={onRetry}>
          <RefreshIcon size={16} />
          {t("tryAgain")}
        </button>
      )}
    </div>
  )
}

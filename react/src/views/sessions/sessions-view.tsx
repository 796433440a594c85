import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { sessionsMessages } from "./messages.js"
import { SessionItem } from "./session-item.js"
import { sessionsCss } from "./sessions-css.js"
import { useSessions } from "./use-sessions.js"

/** Account → Sessions: the permissions the account granted to apps (active, expired, revoked), their details, revoking. */
export const SessionsView = () => {
  const { sessions, list, replace } = useSessions()
  const t = useMessages(sessionsMessages)
  const problemText = useProblemText()

  if (list.state === "loading") {
    return (
      <div className="gw-skeleton" role="status" data-testid="sessions-loading">
        <span className="gw-sr-only">{t("loading")}</span>
        <div className="gw-skeleton__bar" />
        <div className="gw-skeleton__bar" />
      </div>
    )
  }
  if (list.state === "failed") {
    return (
      <div className="gw-notice" data-testid="sessions-unavailable">
        <span className="gw-notice__icon">
          <AlertIcon size={28} />
        </span>
        <p className="gw-notice__title">{t("unavailable")}</p>
        <p className="gw-text">{problemText(list.error, t("loadFailed"))}</p>
      </div>
    )
  }
  return (
    <div className="gw-sessions" data-testid="sessions-view">
      <FlowStyles name="sessions" css={sessionsCss} />
      <p className="gw-text">{t("intro")}</p>
      {list.sessions.length === 0 ? (
        <p className="gw-text" role="status" data-testid="sessions-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="gw-sessions__list" aria-label={t("list")}>
          {list.sessions.map((session) => (
            <SessionItem key={session.pci} session={session} revoke={sessions.revoke} onRevoked={replace} />
          ))}
        </ul>
      )}
    </div>
  )
}

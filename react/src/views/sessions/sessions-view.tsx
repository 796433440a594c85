import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon } from "../../internal/icons.js"
import { SessionItem } from "./session-item.js"
import { sessionsCss } from "./sessions-css.js"
import { useSessions } from "./use-sessions.js"

/** Account → Sessions: the permissions the account granted to apps (active, expired, revoked), their details, revoking. */
export const SessionsView = () => {
  const { sessions, list, replace } = useSessions()

  if (list.state === "loading") {
    return (
      <div className="gw-skeleton" role="status" data-testid="sessions-loading">
        <span className="gw-sr-only">Loading the sessions</span>
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
        <p className="gw-notice__title">Sessions are not available here</p>
        <p className="gw-text">{list.message}</p>
      </div>
    )
  }
  return (
    <div className="gw-sessions" data-testid="sessions-view">
      <FlowStyles name="sessions" css={sessionsCss} />
      <p className="gw-text">Apps you granted permissions to act for this account without asking each time.</p>
      {list.sessions.length === 0 ? (
        <p className="gw-text" role="status" data-testid="sessions-empty">
          No app holds a permission from this account.
        </p>
      ) : (
        <ul className="gw-sessions__list" aria-label="Sessions">
          {list.sessions.map((session) => (
            <SessionItem key={session.pci} session={session} revoke={sessions.revoke} onRevoked={replace} />
          ))}
        </ul>
      )}
    </div>
  )
}

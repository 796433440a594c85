import type { SessionPermission, SessionSummary } from "@gangway/core"
import { formatAmount } from "@gangway/core"
import { useId, useState } from "react"
import { shortAddress } from "../../internal/format.js"
import { AlertIcon } from "../../internal/icons.js"
import { messageOf } from "./use-sessions.js"

const statusText = { active: "Active", expired: "Expired", revoked: "Revoked" } as const

/** The limit in whole tokens when the chain named the token; in units of its address otherwise. */
const allowsText = (permission: SessionPermission): string => {
  if (permission.token === undefined || permission.allowance === undefined) return permission.type
  return permission.symbol === undefined || permission.decimals === undefined
    ? `Up to ${permission.allowance} units of ${shortAddress(permission.token)}`
    : `Up to ${formatAmount(permission.allowance, permission.decimals)} ${permission.symbol}`
}

const dateText = (millis: number | undefined) =>
  millis === undefined ? "—" : new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(millis))

interface SessionItemProps {
  readonly session: SessionSummary
  readonly revoke: (pci: string) => Promise<SessionSummary>
  readonly onRevoked: (session: SessionSummary) => void
}

/** One session: what it allows and its status; opened, its details and the way to revoke it (asked twice). */
export const SessionItem = ({ session, revoke, onRevoked }: SessionItemProps) => {
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [revoking, setRevoking] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const detailsId = useId()
  const allows = session.permissions.map(allowsText).join(", ") || "No permission the widget reads"
  const when =
    session.status === "revoked"
      ? `Revoked ${dateText(session.revokedAt)}`
      : session.status === "expired"
        ? `Expired ${dateText(session.expiresAt)}`
        : `Until ${dateText(session.expiresAt)}`

  const confirmRevoke = async () => {
    setRevoking(true)
    setProblem(undefined)
    try {
      onRevoked(await revoke(session.pci))
      setConfirming(false)
    } catch (error) {
      setProblem(messageOf(error, "The session could not be revoked"))
    } finally {
      setRevoking(false)
    }
  }

  return (
    <li className="gw-sessions__item" data-testid="session-item" data-status={session.status}>
      <button type="button" className="gw-sessions__head" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span className="gw-sessions__what">
          <span className="gw-sessions__allows">{allows}</span>
          <span className="gw-sessions__when">{when}</span>
        </span>
        <span className="gw-sessions__badge" data-status={session.status}>
          {statusText[session.status]}
        </span>
      </button>
      {open && (
        <div className="gw-sessions__details" id={detailsId}>
          <dl className="gw-sessions__facts">
            <dt>Signer</dt>
            <dd>{session.signer === undefined ? "Not named" : shortAddress(session.signer)}</dd>
            <dt>Granted</dt>
            <dd>{dateText(session.createdAt)}</dd>
            <dt>Expires</dt>
            <dd>{dateText(session.expiresAt)}</dd>
            <dt>Context</dt>
            <dd>{shortAddress(session.pci)}</dd>
          </dl>
          {problem !== undefined && (
            <div className="gw-alert" role="alert">
              <AlertIcon size={18} />
              <span>{problem}</span>
            </div>
          )}
          {session.status === "active" &&
            (confirming ? (
              <div className="gw-sessions__confirm" role="group" aria-label="Confirm revoking">
                <p>The app loses this permission at once. Your wallet asks you to sign the revocation.</p>
                <div className="gw-sessions__buttons">
                  <button type="button" className="gw-action gw-action--secondary" disabled={revoking} onClick={() => setConfirming(false)}>
                    Keep
                  </button>
                  <button type="button" className="gw-action gw-sessions__danger" disabled={revoking} onClick={() => void confirmRevoke()} data-testid="session-revoke-confirm">
                    {revoking ? "Sign in your wallet…" : "Revoke"}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="gw-action gw-action--secondary" onClick={() => setConfirming(true)} data-testid="session-revoke">
                Revoke session
              </button>
            ))}
        </div>
      )}
    </li>
  )
}

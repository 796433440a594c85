import type { SessionPermission, SessionSummary } from "@gangway/core"
import { formatAmount } from "@gangway/core"
import type { Translate } from "@gangway/core/i18n"
import { useId, useState } from "react"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { shortAddress } from "../../internal/format.js"
import { AlertIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { sessionsMessages } from "./messages.js"

type SessionsText = Translate<typeof sessionsMessages.en>

/** The limit in whole tokens when the chain named the token; in units of its address otherwise (a permission of another type by its type's id). */
const allowsText = (t: SessionsText, permission: SessionPermission): string => {
  if (permission.token === undefined || permission.allowance === undefined) return permission.type
  return permission.symbol === undefined || permission.decimals === undefined
    ? t("upToUnits", { amount: String(permission.allowance), token: shortAddress(permission.token) })
    : t("upTo", { amount: formatAmount(permission.allowance, permission.decimals), symbol: permission.symbol })
}

const dateText = (locale: string, millis: number | undefined) =>
  millis === undefined
    ? "—"
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(millis))

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
  const t = useMessages(sessionsMessages)
  const problemText = useProblemText()
  const { locale } = useLocale()
  const date = (millis: number | undefined) => dateText(locale, millis)
  const allows = session.permissions.map((permission) => allowsText(t, permission)).join(", ") || t("noPermission")
  const when =
    session.status === "revoked"
      ? t("revokedAt", { date: date(session.revokedAt) })
      : session.status === "expired"
        ? t("expiredAt", { date: date(session.expiresAt) })
        : t("until", { date: date(session.expiresAt) })

  const confirmRevoke = async () => {
    setRevoking(true)
    setProblem(undefined)
    try {
      onRevoked(await revoke(session.pci))
      setConfirming(false)
    } catch (error) {
      setProblem(problemText(error, t("revokeFailed")))
    } finally {
      setRevoking(false)
    }
  }

  return (
    <li className="gw-sessions__item" data-testid="session-item" data-status={session.status}>
      <button
        type="button"
        className="gw-sessions__head"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        <span className="gw-sessions__what">
          <span className="gw-sessions__allows">{allows}</span>
          <span className="gw-sessions__when">{when}</span>
        </span>
        <span className="gw-sessions__badge" data-status={session.status}>
          {t(session.status)}
        </span>
      </button>
      {open && (
        <div className="gw-sessions__details" id={detailsId}>
          <dl className="gw-sessions__facts">
            <dt>{t("signer")}</dt>
            <dd>
              {session.signer === undefined ? (
                t("notNamed")
              ) : (
                <span className="gw-ltr">{shortAddress(session.signer)}</span>
              )}
            </dd>
            <dt>{t("granted")}</dt>
            <dd>{date(session.createdAt)}</dd>
            <dt>{t("expires")}</dt>
            <dd>{date(session.expiresAt)}</dd>
            <dt>{t("context")}</dt>
            <dd className="gw-ltr">{shortAddress(session.pci)}</dd>
          </dl>
          {problem !== undefined && (
            <div className="gw-alert" role="alert">
              <AlertIcon size={18} />
              <span>{problem}</span>
            </div>
          )}
          {session.status === "active" &&
            (confirming ? (
              // biome-ignore lint/a11y/useSemanticElements: a question and its two buttons, not a form's fields
              <div className="gw-sessions__confirm" role="group" aria-label={t("confirm")}>
                <p>{t("confirmText")}</p>
                <div className="gw-sessions__buttons">
                  <button
                    type="button"
                    className="gw-action gw-action--secondary"
                    disabled={revoking}
                    onClick={() => setConfirming(false)}
                  >
                    {t("keep")}
                  </button>
                  <button
                    type="button"
                    className="gw-action gw-sessions__danger"
                    disabled={revoking}
                    onClick={() => void confirmRevoke()}
                    data-testid="session-revoke-confirm"
                  >
                    {revoking ? t("signing") : t("revoke")}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="gw-action gw-action--secondary"
                onClick={() => setConfirming(true)}
                data-testid="session-revoke"
              >
                {t("revokeSession")}
              </button>
            ))}
        </div>
      )}
    </li>
  )
}

import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { ChevronRightIcon } from "../../internal/icons.js"
import { RegisterNameView, SessionsView } from "../../modal/late-views.js"
import { accountMessages } from "./messages.js"

/**
 * The Account view's ways to a name (while the account has none) and to the sessions, each shown
 * only where the active network offers it (see use-offered-features.ts).
 */
export const NamesSessionsRows = ({
  offerName,
  offerSessions
}: {
  readonly offerName: boolean
  readonly offerSessions: boolean
}) => {
  const client = useGangwayClient()
  const t = useMessages(accountMessages)
  return (
    <>
      {offerName && (
        <button
          type="button"
          className="gw-row"
          onPointerEnter={() => void RegisterNameView.preload()}
          onFocus={() => void RegisterNameView.preload()}
          onClick={() => void client.modal.navigate("RegisterName")}
          data-testid="account-register-name"
        >
          <span className="gw-row__label">{t("registerName")}</span>
          <span className="gw-row__end">
            <ChevronRightIcon size={18} />
          </span>
        </button>
      )}
      {offerSessions && (
        <button
          type="button"
          className="gw-row"
          onPointerEnter={() => void SessionsView.preload()}
          onFocus={() => void SessionsView.preload()}
          onClick={() => void client.modal.navigate("Sessions")}
          data-testid="account-sessions"
        >
          <span className="gw-row__label">{t("sessions")}</span>
          <span className="gw-row__end">
            <ChevronRightIcon size={18} />
          </span>
        </button>
      )}
    </>
  )
}

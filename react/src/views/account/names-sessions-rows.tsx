import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { ChevronRightIcon } from "../../internal/icons.js"
import { RegisterNameView, SessionsView } from "../../modal/late-views.js"
import { accountMessages } from "./messages.js"

/**
 * The Account view's ways to a name (while the account has none) and to the sessions; where the
 * network offers neither (the data API does not serve it, or its namespace has none) each view says so.
 */
export const NamesSessionsRows = ({ hasName }: { readonly hasName: boolean }) => {
  const client = useGangwayClient()
  const t = useMessages(accountMessages)
  return (
    <>
      {!hasName && (
        <button
          type="button"
          className="gw-row"
          onPointerEnter={() => void RegisterNameView.preload()}
          onFocus={() => void RegisterNameView.preload()}
          onClick={() => void client.navigate("RegisterName")}
          data-testid="account-register-name"
        >
          <span className="gw-row__label">{t("registerName")}</span>
          <span className="gw-row__end">
            <ChevronRightIcon size={18} />
          </span>
        </button>
      )}
      <button
        type="button"
        className="gw-row"
        onPointerEnter={() => void SessionsView.preload()}
        onFocus={() => void SessionsView.preload()}
        onClick={() => void client.navigate("Sessions")}
        data-testid="account-sessions"
      >
        <span className="gw-row__label">{t("sessions")}</span>
        <span className="gw-row__end">
          <ChevronRightIcon size={18} />
        </span>
      </button>
    </>
  )
}

import type { GangwayState } from "@gangway/core"
import { useGangwayClient } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useMessages } from "../../i18n/use-messages.js"
import { ChevronRightIcon, MailIcon } from "../../internal/icons.js"
import { AccountTypeSwitch } from "./account-type-switch.js"
import { accountMessages } from "./messages.js"

const selectAuthUser = (state: GangwayState) => {
  const namespace = state.chains.activeNamespace
  const viaAuth = namespace !== undefined && state.connection.activeConnectorIds[namespace] === "auth"
  return viaAuth ? state.auth.user : undefined
}

/** Logged in by email or a social account: who, and (with an email) the way to change it. */
export const AuthRows = () => {
  const client = useGangwayClient()
  const user = useGangwayState(selectAuthUser)
  const t = useMessages(accountMessages)
  if (user === undefined) return null
  return (
    <>
      <p className="gw-account__wallet" data-testid="auth-identity">
        {t("signedInAs", { who: user.email ?? user.userName ?? "" })}
      </p>
      <AccountTypeSwitch />
      {user.email !== undefined && (
        <button type="button" className="gw-row" onClick={() => void client.modal.navigate("UpdateEmail")}>
          <span className="gw-avatar gw-avatar--icon" aria-hidden="true">
            <MailIcon size={18} />
          </span>
          <span className="gw-row__label">{t("updateEmail")}</span>
          <span className="gw-row__end">
            <ChevronRightIcon size={18} />
          </span>
        </button>
      )}
    </>
  )
}

/** Whether the active account came from email or social login (its way out is "Sign out"). */
export const useSignedInWithAuth = () => useGangwayState(selectAuthUser) !== undefined

import { useSiwx } from "../../hooks/use-siwx.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { shortAddress } from "../../internal/format.js"
import { accountMessages } from "./messages.js"

/** While the active account is signed in to the dApp (SIWX): which account, until when, and the way to sign out. */
export const SiwxRows = () => {
  const siwx = useSiwx()
  const { locale } = useLocale()
  const t = useMessages(accountMessages)
  if (siwx.status !== "signed-in" || siwx.address === undefined) return null
  const account = shortAddress(siwx.address)
  const until = siwx.expiresAt === undefined ? undefined : new Date(siwx.expiresAt)
  const detail =
    until === undefined || Number.isNaN(until.getTime())
      ? account
      : t("signedInUntil", {
          account,
          time: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(until)
        })
  return (
    <div className="gw-row gw-account__siwx" data-testid="siwx-status">
      <span className="gw-row__label">
        <span className="gw-account__siwx-title">{t("signedIn")}</span>
        <span className="gw-account__siwx-detail">{detail}</span>
      </span>
      <button type="button" className="gw-link-button" onClick={() => void siwx.signOut().catch(() => undefined)}>
        {t("signOut")}
      </button>
    </div>
  )
}

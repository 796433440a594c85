import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { SpinnerIcon } from "../../internal/icons.js"
import { socialIcons, socialNames } from "../connect/social-icons.js"
import { authViewCss } from "./auth-view-css.js"
import { authMessages } from "./messages.js"
import { openSocialWindow, useAuthErrorText, useAuthState } from "./use-auth.js"

/** Social login in progress in its window; blocked or closed, a button that opens it again (on the click). */
export const ConnectingSocialView = () => {
  const client = useGangwayClient()
  const auth = useAuthState()
  const t = useMessages(authMessages)
  const error = useAuthErrorText(auth)
  if (auth.step.kind !== "social") return null
  const { provider, popupBlocked } = auth.step
  const Icon = socialIcons[provider]
  const name = socialNames[provider]
  const retry = () => void client.auth.connectSocial(provider, openSocialWindow()).catch(() => undefined)
  const stuck = popupBlocked || (auth.error !== undefined && !auth.busy)
  return (
    <div className="gw-auth" data-testid="connecting-social-view" data-provider={provider}>
      <FlowStyles name="auth-views" css={authViewCss} />
      <span className="gw-auth__mark" aria-hidden="true">
        <Icon />
      </span>
      {stuck ? (
        <p className="gw-auth__error" role="alert">
          {popupBlocked ? t("popupBlocked") : error}
        </p>
      ) : (
        <p className="gw-auth__lead" role="status">
          <SpinnerIcon size={16} /> {t("continueIn", { provider: name })}
        </p>
      )}
      {stuck && (
        <button type="button" className="gw-action" onClick={retry}>
          {t("openAgain", { provider: name })}
        </button>
      )}
    </div>
  )
}

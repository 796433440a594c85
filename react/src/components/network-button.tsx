import { useGangwayContext, useWithClient } from "../context.js"
import { selectThemeTokens } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { useNetwork } from "../hooks/use-network.js"
import { AVATAR_CSS_HREF, avatarCss } from "../internal/avatar-css.js"
import { NetworkAvatar } from "../internal/network-avatar.js"
import { HoistedStyle } from "../internal/react-compat.js"
import { useLocaleAttributes, useMessages } from "../i18n/use-messages.js"
import { buttonMessages } from "./messages.js"
import { themeStyle } from "../internal/theme-style.js"
import { prepareModal, preloadView } from "../modal/gangway-modal.js"
import type { ButtonSize } from "./connect-button.js"

export interface NetworkButtonProps {
  readonly size?: ButtonSize
  /** Under 430 px wide, show only the network's icon (the name stays for screen readers). Default true. */
  readonly collapsible?: boolean
  readonly disabled?: boolean
  readonly className?: string
}

// The rules of this button only, hoisted with the page's others when a page shows it.
const networkButtonCss = `
.gw-network-button{position:relative}
@media (max-width:429.98px){
.gw-network-button--collapsible{padding:0;aspect-ratio:1}
.gw-network-button--collapsible .gw-network-button__name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
}
`

/** The active network; opens the modal on the network list. */
export const NetworkButton = ({ size = "md", collapsible = true, disabled = false, className }: NetworkButtonProps) => {
  const { loadClient } = useGangwayContext()
  const withClient = useWithClient()
  const { activeNetwork } = useNetwork()
  const tokens = useGangwayState(selectThemeTokens)
  const t = useMessages(buttonMessages)
  const localeAttributes = useLocaleAttributes()
  return (
    <>
      <HoistedStyle href={AVATAR_CSS_HREF} css={avatarCss} />
      <HoistedStyle href="gangway-network-button" css={networkButtonCss} />
      <button
        type="button"
        className={[
          "gw-root gw-button gw-network-button",
          `gw-button--${size} gw-button--secondary`,
          collapsible ? "gw-network-button--collapsible" : "",
          className ?? ""
        ]
          .join(" ")
          .trim()}
        style={themeStyle(tokens)}
        {...localeAttributes}
        disabled={disabled}
        aria-haspopup="dialog"
        onPointerEnter={() => void Promise.all([prepareModal(), preloadView("Networks"), loadClient()])}
        onFocus={() => void Promise.all([prepareModal(), preloadView("Networks"), loadClient()])}
        onClick={() => void withClient((client) => client.modal.open({ view: "Networks" }))}
      >
        {activeNetwork === undefined ? (
          t("chooseNetwork")
        ) : (
          <>
            <NetworkAvatar network={activeNetwork} small />
            <span className="gw-network-button__name">
              <span className="gw-sr-only">{t("networkPrefix")}</span>
              {activeNetwork.name}
            </span>
          </>
        )}
      </button>
    </>
  )
}

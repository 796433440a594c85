import { useGangwayContext, type GangwayConfig } from "../context.js"
import { useAccount } from "../hooks/use-account.js"
import { selectButtonState } from "../hooks/selectors.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { SpinnerIcon } from "../internal/spinner-icon.js"
import { themeStyle } from "../internal/theme-style.js"
import { firstViewName, useModalActions } from "../hooks/use-modal-actions.js"
import { prepareModal, preloadView } from "../modal/gangway-modal.js"
import { AccountLabel } from "./account-label.js"
import { buttonMessages } from "./messages.js"
import { useLocaleAttributes, useMessages } from "../i18n/use-messages.js"

const prepareFirstView = (config: GangwayConfig) => {
  void prepareModal()
  void preloadView(firstViewName(config))
}

export type ButtonSize = "sm" | "md" | "lg"

export interface ConnectButtonProps {
  /** Shown while disconnected. Default "Connect wallet", in the visitor's language. */
  readonly label?: string
  /** Shown while a connection is under way. Default "Connecting…", in the visitor's language. */
  readonly loadingLabel?: string
  readonly size?: ButtonSize
  readonly disabled?: boolean
  readonly className?: string
}

/**
 * Opens the modal: on Connect while disconnected, on Account once connected
 * (then it shows the balance and the short address).
 */
export const ConnectButton = ({
  label,
  loadingLabel,
  size = "md",
  disabled = false,
  className
}: ConnectButtonProps) => {
  const { config } = useGangwayContext()
  const t = useMessages(buttonMessages)
  const localeAttributes = useLocaleAttributes()
  const { open } = useModalActions()
  const account = useAccount()
  const { tokens, modalLoading } = useGangwayState(selectButtonState)
  const loading = modalLoading || account.status === "connecting" || account.status === "reconnecting"
  const connected = account.isConnected && account.address !== undefined
  const variant = connected ? "secondary" : "primary"

  return (
    <button
      type="button"
      className={`gw-root gw-button gw-button--${size} gw-button--${variant}${className === undefined ? "" : ` ${className}`}`}
      style={themeStyle(tokens)}
      {...localeAttributes}
      disabled={disabled}
      aria-busy={loading}
      aria-haspopup="dialog"
      data-state={loading ? "loading" : connected ? "connected" : "disconnected"}
      // The modal's shell and first view load as soon as the user heads for the button.
      onPointerEnter={() => prepareFirstView(config)}
      onFocus={() => prepareFirstView(config)}
      // A client that failed to load is tried again at the next click.
      onClick={() => void open().catch(() => undefined)}
    >
      {loading ? (
        <>
          <SpinnerIcon size={16} />
          {/* Under 430 px wide only the spinner shows: the label stays the button's name. */}
          <span className="gw-button__label">{loadingLabel ?? t("connecting")}</span>
        </>
      ) : connected && account.address !== undefined ? (
        <AccountLabel account={account} address={account.address} />
      ) : (
        (label ?? t("connect"))
      )}
    </button>
  )
}

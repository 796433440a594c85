import { AlertIcon, ArrowRightIcon } from "../../internal/icons.js"
import { useErrorText } from "../../i18n/use-error-text.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { shortAddress } from "../../internal/format.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { signInMessages } from "./messages.js"
import { signInCss } from "./sign-in-css.js"
import { useSignIn } from "./use-sign-in.js"

/**
 * SIWXSignMessage (SPEC §2, §4): the connected account is asked to sign the app's sign-in
 * message. Sign opens the wallet; Cancel disconnects when sign-in is required, else closes.
 */
export const SignMessageView = () => {
  const {
    appName: dappName,
    address,
    networkName,
    walletName,
    walletIcon,
    error: failed,
    required,
    status,
    signIn,
    cancel
  } = useSignIn()
  const t = useMessages(signInMessages)
  const errorText = useErrorText()
  const appName = dappName ?? t("thisApp")
  const error = failed === undefined ? undefined : errorText(failed)
  const wallet = walletName ?? t("yourWallet")
  return (
    // While sign-in is required the dialog's close button shows that it does nothing (the rule is in this chunk).
    <div className="gw-sign-in" data-testid="sign-message-view" data-closing-disabled={required}>
      <FlowStyles name="sign-in" css={signInCss} />
      <div className="gw-sign-in__marks" aria-hidden="true">
        <span className="gw-sign-in__mark gw-sign-in__app">{appName.slice(0, 1).toUpperCase()}</span>
        <ArrowRightIcon size={18} className="gw-sign-in__link" />
        <WalletAvatar imageUrl={walletIcon} size={64} className="gw-sign-in__mark" />
      </div>
      <div>
        <p className="gw-sign-in__title">{t("asks", { app: appName })}</p>
        <p className="gw-text">{t("explain", { wallet })}</p>
      </div>
      {address !== undefined && (
        <span className="gw-sign-in__account">
          <span className="gw-ltr">{shortAddress(address)}</span>
          {networkName === undefined ? null : (
            <span className="gw-text">{t("onNetwork", { network: networkName })}</span>
          )}
        </span>
      )}
      {error !== undefined && (
        <p role="alert" className="gw-sign-in__error">
          <AlertIcon size={18} />
          {error}
        </p>
      )}
      {required && <p className="gw-sign-in__note">{t("required", { app: appName })}</p>}
      <div className="gw-sign-in__actions">
        <button type="button" className="gw-action gw-action--secondary" onClick={cancel}>
          {t("cancel")}
        </button>
        <button
          type="button"
          className="gw-action"
          onClick={signIn}
          disabled={status === "signing"}
          data-testid="sign-in-button"
        >
          {error === undefined ? t("sign") : t("retry")}
        </button>
      </div>
    </div>
  )
}

import { AlertIcon, ArrowRightIcon } from "../../internal/icons.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { shortAddress } from "../../internal/format.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { signInCss } from "./sign-in-css.js"
import { useSignIn } from "./use-sign-in.js"

/**
 * SIWXSignMessage (SPEC §2, §4): the connected account is asked to sign the app's sign-in
 * message. Sign opens the wallet; Cancel disconnects when sign-in is required, else closes.
 */
export const SignMessageView = () => {
  const { appName, address, networkName, walletName, walletIcon, error, required, status, signIn, cancel } = useSignIn()
  const wallet = walletName ?? "your wallet"
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
        <p className="gw-sign-in__title">{appName} asks you to sign in</p>
        <p className="gw-text">
          Sign a message in {wallet} to prove this account is yours. Signing is free and sends no transaction.
        </p>
      </div>
      {address !== undefined && (
        <span className="gw-sign-in__account">
          {shortAddress(address)}
          {networkName === undefined ? null : <span className="gw-text">on {networkName}</span>}
        </span>
      )}
      {error !== undefined && (
        <p role="alert" className="gw-sign-in__error">
          <AlertIcon size={18} />
          {error}
        </p>
      )}
      {required && <p className="gw-sign-in__note">{appName} needs you to sign in. Cancelling disconnects the wallet.</p>}
      <div className="gw-sign-in__actions">
        <button type="button" className="gw-action gw-action--secondary" onClick={cancel}>
          Cancel
        </button>
        <button type="button" className="gw-action" onClick={signIn} disabled={status === "signing"} data-testid="sign-in-button">
          {error === undefined ? "Sign message" : "Try again"}
        </button>
      </div>
    </div>
  )
}

import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { connectingCss } from "../connecting/connecting-css.js"
import { signInMessages } from "./messages.js"
import { signInCss } from "./sign-in-css.js"
import { useSignIn } from "./use-sign-in.js"

/** ConnectingSiwe (SPEC §2): the wallet is signing the sign-in message; cancelling goes back to Connect. */
export const SigningView = () => {
  const { walletName, walletIcon, required, cancel } = useSignIn()
  const t = useMessages(signInMessages)
  const wallet = walletName ?? t("yourWallet")
  return (
    <div className="gw-connecting" data-testid="signing-view" data-closing-disabled={required}>
      <FlowStyles name="connecting" css={connectingCss} />
      <FlowStyles name="sign-in" css={signInCss} />
      <div className="gw-connecting__mark">
        <WalletAvatar imageUrl={walletIcon} size={72} className="gw-connecting__icon" />
        <span className="gw-connecting__ring" aria-hidden="true" />
      </div>
      <div role="status" aria-live="polite" className="gw-connecting__status">
        <p className="gw-connecting__title">{t("continueIn", { wallet })}</p>
        <p className="gw-text">{t("signing")}</p>
      </div>
      <button type="button" className="gw-action gw-action--secondary" onClick={cancel}>
        {t("cancel")}
      </button>
    </div>
  )
}

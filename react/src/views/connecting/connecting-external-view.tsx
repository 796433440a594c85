import { useModalState } from "../../hooks/use-modal-state.js"
import { useErrorText } from "../../i18n/use-error-text.js"
import { useMessages } from "../../i18n/use-messages.js"
import { AlertIcon, RefreshIcon } from "../../internal/icons.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { connectingCss } from "./connecting-css.js"
import { connectingMessages } from "./messages.js"
import { useConnectAttempt } from "./use-connect-attempt.js"

/**
 * An announced or injected wallet asked to connect: its icon in a spinning ring
 * while the wallet asks the user, the refusal (SPEC §8 wording) and a retry after.
 */
export const ConnectingExternalView = () => {
  const { data } = useModalState()
  const connector = data?.connector
  const { state, retry } = useConnectAttempt(connector?.id)
  const t = useMessages(connectingMessages)
  const errorText = useErrorText()
  const name = connector?.name ?? t("yourWallet")
  const failed = state.status === "failed"

  return (
    <div className="gw-connecting" data-testid="connecting-external-view" data-state={state.status}>
      <FlowStyles name="connecting" css={connectingCss} />
      <div className={`gw-connecting__mark${failed ? " gw-connecting__mark--failed" : ""}`}>
        <WalletAvatar imageUrl={connector?.imageUrl} size={72} className="gw-connecting__icon" />
        {!failed && <span className="gw-connecting__ring" aria-hidden="true" />}
        {failed && (
          <span className="gw-connecting__badge" aria-hidden="true">
            <AlertIcon size={18} />
          </span>
        )}
      </div>
      <div role="status" aria-live="polite" className="gw-connecting__status">
        {failed ? (
          <>
            <p className="gw-connecting__title gw-connecting__title--error">
              {state.error === undefined || state.message === "" ? t("couldNotConnect") : errorText(state.error)}
            </p>
            <p className="gw-text">{t(explanations[state.tag ?? ""] ?? "failed", { name })}</p>
          </>
        ) : (
          <>
            <p className="gw-connecting__title">{t("continueIn", { name })}</p>
            <p className="gw-text">{t("acceptRequest")}</p>
          </>
        )}
      </div>
      {failed && (
        <button type="button" className="gw-action gw-action--secondary" onClick={retry}>
          <RefreshIcon size={16} />
          {t("tryAgain")}
        </button>
      )}
    </div>
  )
}

const explanations: Partial<Record<string, "declined" | "signatureDeclined">> = {
  RequestDeclined: "declined",
  SignatureDeclined: "signatureDeclined"
}

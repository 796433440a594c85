import { useModalState } from "../../hooks/use-modal-state.js"
import { AlertIcon, RefreshIcon } from "../../internal/icons.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { connectingCss } from "./connecting-css.js"
import { useConnectAttempt } from "./use-connect-attempt.js"

/**
 * An announced or injected wallet asked to connect: its icon in a spinning ring
 * while the wallet asks the user, the refusal (SPEC §8 wording) and a retry after.
 */
export const ConnectingExternalView = () => {
  const { data } = useModalState()
  const connector = data?.connector
  const { state, retry } = useConnectAttempt(connector?.id)
  const name = connector?.name ?? "your wallet"
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
            <p className="gw-connecting__title gw-connecting__title--error">{state.message}</p>
            <p className="gw-text">{explain(state.tag, name)}</p>
          </>
        ) : (
          <>
            <p className="gw-connecting__title">Continue in {name}</p>
            <p className="gw-text">Accept the connection request in the wallet.</p>
          </>
        )}
      </div>
      {failed && (
        <button type="button" className="gw-action gw-action--secondary" onClick={retry}>
          <RefreshIcon size={16} />
          Try again
        </button>
      )}
    </div>
  )
}

const explain = (tag: string | undefined, name: string) => {
  if (tag === "RequestDeclined") return `${name} did not connect: the request was declined.`
  if (tag === "SignatureDeclined") return `${name} did not sign the message.`
  return `${name} could not connect. Check the wallet, then try again.`
}

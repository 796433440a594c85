import type { GangwayOnramp, OnrampPurchase } from "@gangway/core"
import { useEffect, useState } from "react"
import { ErrorIcon, SpinnerIcon, SuccessIcon } from "../../internal/icons.js"
import { trimAmount } from "./amounts.js"
import { PROVIDER_NAME } from "./provider-step.js"

type Watch =
  | { readonly status: "watching" }
  | { readonly status: "completed"; readonly received: string }
  | { readonly status: "failed"; readonly message: string }
  | { readonly status: "cancelled" }

const messageOf = (error: unknown) => (error instanceof Error && error.message !== "" ? error.message : "The purchase failed. Try again.")

export interface ProgressStepProps {
  readonly onramp: GangwayOnramp
  readonly purchase: OnrampPurchase
  readonly onDone: () => void
  readonly onRetry: () => void
}

/** "Buy in progress": watches the wallet's balance until the purchase arrives, fails, or the buyer stops waiting. */
export const ProgressStep = ({ onramp, purchase, onDone, onRetry }: ProgressStepProps) => {
  const [watch, setWatch] = useState<Watch>({ status: "watching" })
  const [stop] = useState(() => new AbortController())
  useEffect(() => {
    let current = true
    onramp.watch(purchase, { signal: stop.signal }).then(
      (outcome) => current && setWatch(outcome.status === "failed" ? { status: "failed", message: messageOf(outcome.error) } : outcome),
      (error: unknown) => current && setWatch({ status: "failed", message: messageOf(error) })
    )
    return () => {
      current = false
      stop.abort()
    }
  }, [onramp, purchase, stop])

  const expected = `${trimAmount(purchase.quote.purchaseAmount.amount)} ${purchase.asset.symbol}`
  if (watch.status === "watching") {
    return (
      <div className="gw-buy" data-testid="buy-progress">
        <div className="gw-buy__status" role="status">
          <span className="gw-buy__status-icon">
            <SpinnerIcon size={28} />
          </span>
          <p className="gw-buy__status-title">Waiting for {purchase.quote.mock ? "about " : ""}{expected}</p>
          <p className="gw-buy__status-text">Finish paying on {PROVIDER_NAME}'s page. This updates when the tokens arrive in your wallet.</p>
        </div>
        <div className="gw-buy__actions">
          <button type="button" className="gw-action gw-action--secondary" onClick={() => stop.abort()}>
            Stop waiting
          </button>
          <a className="gw-action" href={purchase.url} target="_blank" rel="noopener noreferrer">
            Payment page<span className="gw-sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    )
  }
  const view =
    watch.status === "completed"
      ? { icon: <SuccessIcon size={28} />, tone: "done", title: `${trimAmount(watch.received)} ${purchase.asset.symbol} arrived`, text: "The purchase is in your wallet." }
      : watch.status === "failed"
        ? { icon: <ErrorIcon size={28} />, tone: "failed", title: "Purchase failed", text: watch.message }
        : { icon: <ErrorIcon size={28} />, tone: "failed", title: "Stopped waiting", text: `If you paid, the ${purchase.asset.symbol} still arrives in your wallet.` }
  return (
    <div className="gw-buy" data-testid="buy-progress" data-outcome={watch.status}>
      <div className="gw-buy__status" role={watch.status === "failed" ? "alert" : "status"}>
        <span className={`gw-buy__status-icon gw-buy__status-icon--${view.tone}`}>{view.icon}</span>
        <p className="gw-buy__status-title">{view.title}</p>
        <p className="gw-buy__status-text">{view.text}</p>
      </div>
      <div className="gw-buy__actions">
        {watch.status === "completed" ? null : (
          <button type="button" className="gw-action gw-action--secondary" onClick={onRetry}>
            Try again
          </button>
        )}
        <button type="button" className={`gw-action${watch.status === "completed" ? " gw-buy__wide" : ""}`} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}

import type { GangwayOnramp, OnrampPurchase } from "@gangway/core"
import { useEffect, useRef, useState } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { ErrorIcon, SpinnerIcon, SuccessIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { trimAmount } from "./amounts.js"
import { onrampMessages } from "./messages.js"
import { PROVIDER_NAME } from "./provider-step.js"

type Watch =
  | { readonly status: "watching" }
  | { readonly status: "completed"; readonly received: string }
  | { readonly status: "failed"; readonly error: unknown }
  | { readonly status: "cancelled" }

export interface ProgressStepProps {
  readonly onramp: GangwayOnramp
  readonly purchase: OnrampPurchase
  readonly onDone: () => void
  readonly onRetry: () => void
}

/** "Buy in progress": watches the wallet's balance until the purchase arrives, fails, or the buyer stops waiting. */
export const ProgressStep = ({ onramp, purchase, onDone, onRetry }: ProgressStepProps) => {
  const t = useMessages(onrampMessages)
  const problemText = useProblemText()
  const [watch, setWatch] = useState<Watch>({ status: "watching" })
  // The watch's own controller, made by the effect that starts it: StrictMode's clean-up and
  // second set-up in development then stop one watch and start another, not stop the only one.
  const stopRef = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    const stop = new AbortController()
    stopRef.current = stop
    let current = true
    onramp.watch(purchase, { signal: stop.signal }).then(
      (outcome) =>
        current && setWatch(outcome.status === "failed" ? { status: "failed", error: outcome.error } : outcome),
      (error: unknown) => current && setWatch({ status: "failed", error })
    )
    return () => {
      current = false
      stop.abort()
    }
  }, [onramp, purchase])

  const expected = `${trimAmount(purchase.quote.purchaseAmount.amount)} ${purchase.asset.symbol}`
  if (watch.status === "watching") {
    return (
      <div className="gw-buy" data-testid="buy-progress">
        <div className="gw-buy__status" role="status">
          <span className="gw-buy__status-icon">
            <SpinnerIcon size={28} />
          </span>
          <p className="gw-buy__status-title">
            {t("waitingFor", { amount: purchase.quote.mock ? t("about", { amount: expected }) : expected })}
          </p>
          <p className="gw-buy__status-text">{t("finishPaying", { provider: PROVIDER_NAME })}</p>
        </div>
        <div className="gw-buy__actions">
          <button type="button" className="gw-action gw-action--secondary" onClick={() => stopRef.current?.abort()}>
            {t("stopWaiting")}
          </button>
          <a className="gw-action" href={purchase.url} target="_blank" rel="noopener noreferrer">
            {t("paymentPage")}
            <span className="gw-sr-only">{t("newTab")}</span>
          </a>
        </div>
      </div>
    )
  }
  const view =
    watch.status === "completed"
      ? {
          icon: <SuccessIcon size={28} />,
          tone: "done",
          title: t("arrived", { amount: `${trimAmount(watch.received)} ${purchase.asset.symbol}` }),
          text: t("inWallet")
        }
      : watch.status === "failed"
        ? {
            icon: <ErrorIcon size={28} />,
            tone: "failed",
            title: t("failedTitle"),
            text: problemText(watch.error, t("failed"))
          }
        : {
            icon: <ErrorIcon size={28} />,
            tone: "failed",
            title: t("stopped"),
            text: t("stillArrives", { symbol: purchase.asset.symbol })
          }
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
            {t("retry")}
          </button>
        )}
        <button
          type="button"
          className={`gw-action${watch.status === "completed" ? " gw-buy__wide" : ""}`}
          onClick={onDone}
        >
          {t("done")}
        </button>
      </div>
    </div>
  )
}

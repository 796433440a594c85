import type { GangwayOnramp, OnrampReturn, ReturnedOrder } from "@gangway/core"
import { useEffect, useState } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { ErrorIcon, SpinnerIcon, SuccessIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { onrampMessages } from "./messages.js"
import { PROVIDER_NAME } from "./provider-step.js"

type Seen = { readonly status: "looking" } | ReturnedOrder | { readonly status: "error"; readonly error: unknown }

export interface ReturnedStepProps {
  readonly onramp: GangwayOnramp
  readonly returned: OnrampReturn
  readonly onBuy: () => void
  readonly onDone: () => void
}

/**
 * The page the provider sent the buyer back to: the order it names, from the provider's history,
 * followed while the provider still processes it.
 */
export const ReturnedStep = ({ onramp, returned, onBuy, onDone }: ReturnedStepProps) => {
  const t = useMessages(onrampMessages)
  const problemText = useProblemText()
  const { orderId } = returned
  const [seen, setSeen] = useState<Seen>({ status: "looking" })
  useEffect(() => {
    if (orderId === undefined) return
    const stop = new AbortController()
    onramp.returned(orderId, { signal: stop.signal }).then(
      (order) => order.status !== "cancelled" && setSeen(order),
      (error: unknown) => !stop.signal.aborted && setSeen({ status: "error", error })
    )
    return () => stop.abort()
  }, [onramp, orderId])

  const order = { order: orderId ?? "" }
  const view =
    returned.onramp === "cancelled" || orderId === undefined
      ? { tone: "failed", title: t("returnCancelled"), text: t("returnCancelledText", { provider: PROVIDER_NAME }) }
      : seen.status === "looking" || seen.status === "pending"
        ? {
            tone: "busy",
            title: t("returnPending"),
            text: t("returnPendingText", { provider: PROVIDER_NAME, ...order })
          }
        : seen.status === "completed"
          ? {
              tone: "done",
              title:
                seen.amount === undefined ? t("returnCompleted") : t("returnCompletedAmount", { amount: seen.amount }),
              text: t("returnOrder", order)
            }
          : seen.status === "failed"
            ? {
                tone: "failed",
                title: t("failedTitle"),
                text: t("returnFailedText", { provider: PROVIDER_NAME, ...order })
              }
            : seen.status === "unknown"
              ? {
                  tone: "failed",
                  title: t("returnUnknown"),
                  text: t("returnUnknownText", { provider: PROVIDER_NAME, ...order })
                }
              : {
                  tone: "failed",
                  title: t("returnUnknown"),
                  text: problemText(
                    "error" in seen ? seen.error : undefined,
                    t("returnUnknownText", { provider: PROVIDER_NAME, ...order })
                  )
                }
  const outcome = returned.onramp === "cancelled" || orderId === undefined ? "cancelled" : seen.status
  return (
    <div className="gw-buy" data-testid="buy-returned" data-outcome={outcome}>
      <div className="gw-buy__status" role={view.tone === "failed" ? "alert" : "status"}>
        <span className={`gw-buy__status-icon gw-buy__status-icon--${view.tone}`}>
          {view.tone === "busy" ? (
            <SpinnerIcon size={28} />
          ) : view.tone === "done" ? (
            <SuccessIcon size={28} />
          ) : (
            <ErrorIcon size={28} />
          )}
        </span>
        <p className="gw-buy__status-title">{view.title}</p>
        <p className="gw-buy__status-text">{view.text}</p>
      </div>
      <div className="gw-buy__actions">
        <button type="button" className="gw-action gw-action--secondary" onClick={onBuy}>
          {t("buyMore")}
        </button>
        <button type="button" className="gw-action" onClick={onDone}>
          {t("done")}
        </button>
      </div>
    </div>
  )
}

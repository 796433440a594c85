import type { SwapPhase, SwapPreview } from "@gangway/core"
import { useNetwork } from "../../hooks/use-network.js"
import { useLocale, useMessages } from "../../i18n/use-messages.js"
import { formatNumber } from "../../internal/format.js"
import { CheckIcon, ErrorIcon, ExternalIcon, SpinnerIcon, SuccessIcon } from "../../internal/icons.js"
import { shortHash, transactionUrl } from "../../internal/money.js"
import { swapMessages } from "./messages.js"

export type SwapRun =
  | { readonly state: "running"; readonly phase: SwapPhase | "starting" }
  | { readonly state: "done"; readonly hash: string }
  | { readonly state: "failed"; readonly message: string }

const ORDER: ReadonlyArray<SwapPhase | "starting"> = ["starting", "approving", "swapping", "confirming", "done"]

export interface SwapProgressProps {
  readonly preview: SwapPreview
  readonly run: SwapRun
  readonly onDone: () => void
  readonly onRetry: () => void
}

/** The swap under way (approve, sign, wait until mined), then done with its transaction, or failed with what to do. */
export const SwapProgress = ({ preview, run, onDone, onRetry }: SwapProgressProps) => {
  const { activeNetwork } = useNetwork()
  const t = useMessages(swapMessages)
  const { locale } = useLocale()
  const pair = t("pair", {
    amount: formatNumber(preview.fromAmount, 6, locale),
    from: preview.from.symbol,
    to: preview.to.symbol
  })
  if (run.state === "done") {
    const url = transactionUrl(activeNetwork, run.hash)
    return (
      <div className="gw-swap" data-testid="swap-done">
        <div className="gw-swap__status" role="status">
          <span className="gw-swap__status-icon gw-swap__status-icon--ok">
            <SuccessIcon size={28} />
          </span>
          <p className="gw-notice__title">{t("complete")}</p>
          <p className="gw-swap__text">
            {t("swapped", { pair, amount: formatNumber(preview.toAmount, 6, locale), symbol: preview.to.symbol })}
          </p>
          {url === undefined ? (
            <p className="gw-swap__text">{t("transaction", { hash: shortHash(run.hash) })}</p>
          ) : (
            <a className="gw-link-button" href={url} target="_blank" rel="noreferrer noopener">
              {t("transaction", { hash: shortHash(run.hash) })}
              <ExternalIcon size={14} />
            </a>
          )}
        </div>
        <button type="button" className="gw-action gw-swap__submit" onClick={onDone}>
          {t("backToAccount")}
        </button>
      </div>
    )
  }
  if (run.state === "failed") {
    return (
      <div className="gw-swap" data-testid="swap-failed">
        <div className="gw-swap__status" role="alert">
          <span className="gw-swap__status-icon gw-swap__status-icon--error">
            <ErrorIcon size={28} />
          </span>
          <p className="gw-notice__title">{t("notCompleted")}</p>
          <p className="gw-swap__text">{run.message}</p>
        </div>
        <div className="gw-swap__actions">
          <button type="button" className="gw-action gw-action--secondary" onClick={onDone}>
            {t("account")}
          </button>
          <button type="button" className="gw-action" onClick={onRetry}>
            {t("retry")}
          </button>
        </div>
      </div>
    )
  }
  const at = ORDER.indexOf(run.phase)
  const steps = [
    ...(preview.approval === undefined
      ? []
      : [{ phase: "approving" as const, label: t("stepApprove", { symbol: preview.from.symbol }) }]),
    { phase: "swapping" as const, label: t("stepSwap") },
    { phase: "confirming" as const, label: t("stepMined") }
  ]
  return (
    <div className="gw-swap" data-testid="swap-progress">
      <div className="gw-swap__status" role="status" aria-live="polite">
        <span className="gw-swap__status-icon">
          <SpinnerIcon size={28} />
        </span>
        <p className="gw-notice__title">{t("swapping", { pair })}</p>
        <ol className="gw-swap__steps">
          {steps.map((step) => {
            const index = ORDER.indexOf(step.phase)
            const state = index < at ? "done" : index === at ? "current" : "todo"
            return (
              <li key={step.phase} data-state={state}>
                {state === "done" ? (
                  <CheckIcon size={16} />
                ) : state === "current" ? (
                  <SpinnerIcon size={16} />
                ) : (
                  <span aria-hidden="true">·</span>
                )}
                {step.label}
                {state === "done" && <span className="gw-sr-only">{t("done")}</span>}
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}

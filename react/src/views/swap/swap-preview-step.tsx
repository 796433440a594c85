import { useState, type ReactNode } from "react"
import { priceImpactLevel, type SwapPreview } from "@gangway/core"
import { detailsCss } from "../../internal/details-css.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { formatNumber } from "../../internal/format.js"
import { AlertIcon, ArrowRightIcon, SpinnerIcon } from "../../internal/icons.js"
import { NetworkAvatar } from "../../internal/network-avatar.js"
import { TokenAvatar } from "../../internal/token-avatar.js"
import { useMoney } from "../../internal/use-money.js"
import { swapMessages } from "./messages.js"

export interface SwapPreviewStepProps {
  readonly preview: SwapPreview
  readonly busy: boolean
  readonly problem: string | undefined
  readonly onBack: () => void
  readonly onSwap: () => void
}

const Row = ({
  label,
  children,
  testId,
  level
}: {
  readonly label: string
  readonly children: ReactNode
  readonly testId?: string
  readonly level?: string
}) => (
  <div className="gw-details__row" data-level={level}>
    <dt>{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
)

/**
 * Review: what is paid and received, rate, price impact, minimum after slippage, the approval step
 * and the network fee. A price impact from the warning threshold is marked and said in words; from
 * the severe one the first press of Swap only turns it into "Swap anyway — you lose N %".
 */
export const SwapPreviewStep = ({ preview, busy, problem, onBack, onSwap }: SwapPreviewStepProps) => {
  const t = useMessages(swapMessages)
  const money = useMoney()
  const { locale } = money
  const native = preview.network.nativeCurrency
  const blocked = preview.insufficientBalance || preview.insufficientGas
  const impact = priceImpactLevel(preview.priceImpact)
  const impactPercent = formatNumber(String(Math.max(preview.priceImpact ?? 0, 0)), 2, locale)
  // Armed for these figures only: a new quote (another impact) asks for the second press again.
  const figures = `${preview.fromAmount}|${preview.toAmount}|${String(preview.priceImpact)}`
  const [armedFor, setArmedFor] = useState<string | undefined>(undefined)
  const armed = armedFor === figures
  const confirm = () => (impact === "severe" && !armed ? setArmedFor(figures) : onSwap())
  return (
    <div className="gw-swap" data-testid="swap-preview">
      <FlowStyles name="details" css={detailsCss} />
      <div className="gw-swap__pair">
        <div className="gw-swap__pair-side">
          <TokenAvatar symbol={preview.from.symbol} iconUrl={preview.from.logoUri} size={40} />
          <p className="gw-swap__pair-amount">
            {formatNumber(preview.fromAmount, 6, locale)} {preview.from.symbol}
          </p>
          <p className="gw-swap__pair-usd">{money.valueOf(preview.fromAmount, preview.from.price) ?? ""}</p>
        </div>
        <ArrowRightIcon size={20} />
        <div className="gw-swap__pair-side">
          <TokenAvatar symbol={preview.to.symbol} iconUrl={preview.to.logoUri} size={40} />
          <p className="gw-swap__pair-amount" data-testid="swap-preview-receive">
            {formatNumber(preview.toAmount, 6, locale)} {preview.to.symbol}
          </p>
          <p className="gw-swap__pair-usd">{money.valueOf(preview.toAmount, preview.to.price) ?? ""}</p>
        </div>
      </div>
      <dl className="gw-details">
        <Row label={t("rate")}>
          1 {preview.from.symbol} = {formatNumber(preview.rate, 18, locale)} {preview.to.symbol}
        </Row>
        {preview.priceImpact !== undefined && (
          <Row label={t("priceImpact")} testId="swap-preview-impact" level={impact}>
            <span className={`gw-swap__impact gw-swap__impact--${impact}`}>
              {impact !== "normal" && <AlertIcon size={16} />}
              {impactPercent}%
            </span>
          </Row>
        )}
        <Row label={t("minimum")} testId="swap-preview-minimum">
          {formatNumber(preview.minimumReceived, 6, locale)} {preview.to.symbol}
          <span className="gw-details__sub">{t("slippage", { percent: preview.slippage })}</span>
        </Row>
        {preview.approval !== undefined && (
          <Row label={t("approval")} testId="swap-preview-approval">
            {t("approvalText", { symbol: preview.from.symbol })}
            <span className="gw-details__sub">{t("approvalSub")}</span>
          </Row>
        )}
        <Row label={t("network")}>
          <span className="gw-details__network">
            <NetworkAvatar network={preview.network} small />
            {preview.network.name}
          </span>
        </Row>
        <Row label={t("networkFee")} testId="swap-preview-fee">
          {formatNumber(preview.feeAmount, 6, locale)} {native.symbol}
          {preview.feeInUsd !== undefined && <span className="gw-details__sub">{money.value(preview.feeInUsd)}</span>}
        </Row>
      </dl>
      {impact !== "normal" && (
        <div
          className={`gw-swap__impact-notice gw-swap__impact-notice--${impact}`}
          data-testid="swap-preview-impact-warning"
          aria-live="polite"
        >
          <AlertIcon size={18} />
          <p>
            {t(impact === "severe" ? "impactSevere" : "impactHigh", { percent: impactPercent })}
            {armed && <strong> {t("impactConfirmAgain")}</strong>}
          </p>
        </div>
      )}
      {(blocked || problem !== undefined) && (
        <div className="gw-alert" role="alert">
          <AlertIcon size={18} />
          <span>
            {problem ??
              (preview.insufficientBalance
                ? t("notEnoughForSwap", { symbol: preview.from.symbol })
                : t("notEnoughGas", { symbol: native.symbol }))}
          </span>
        </div>
      )}
      <div className="gw-swap__actions">
        <button type="button" className="gw-action gw-action--secondary" onClick={onBack} disabled={busy}>
          {t("back")}
        </button>
        <button
          type="button"
          className={`gw-action gw-swap__submit${armed ? " gw-swap__submit--anyway" : ""}`}
          onClick={confirm}
          disabled={busy || blocked}
          aria-busy={busy}
          data-testid="swap-confirm"
        >
          {busy && <SpinnerIcon size={18} />}
          {armed
            ? t("swapAnyway", { percent: impactPercent })
            : preview.approval === undefined
              ? t("swap")
              : t("approveAndSwap")}
        </button>
      </div>
    </div>
  )
}

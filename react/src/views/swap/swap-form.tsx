import { formatAmount, type SwapAsset } from "@gangway/core"
import { useId } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { formatBalance, formatNumber } from "../../internal/format.js"
import { AlertIcon, ArrowDownIcon, ChevronRightIcon, SpinnerIcon } from "../../internal/icons.js"
import { TokenAvatar } from "../../internal/token-avatar.js"
import { useMoney } from "../../internal/use-money.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { swapMessages } from "./messages.js"
import type { QuoteState } from "./use-swaps.js"

export type SwapSide = "from" | "to"

export interface SwapFormProps {
  readonly from: SwapAsset | undefined
  readonly to: SwapAsset | undefined
  readonly amount: string
  readonly quote: QuoteState
  readonly onAmount: (amount: string) => void
  readonly onPick: (side: SwapSide) => void
  readonly onFlip: () => void
  readonly onReview: () => void
}

/** Max of `asset`: all of a token; of the coin, what is left after twice the last quoted fee. */
const maxOf = (asset: SwapAsset, quote: QuoteState) => {
  if (!asset.native) return formatAmount(asset.balance, asset.decimals)
  const fee = quote.state === "ready" ? quote.preview.fee * 2n : 0n
  return formatAmount(asset.balance > fee ? asset.balance - fee : 0n, asset.decimals)
}

const TokenButton = ({
  asset,
  side,
  onPick
}: {
  readonly asset: SwapAsset | undefined
  readonly side: SwapSide
  readonly onPick: () => void
}) => {
  const t = useMessages(swapMessages)
  return (
    <button type="button" className="gw-swap__token" onClick={onPick} data-testid={`swap-${side}-token`}>
      {asset === undefined ? (
        <span>{t("choose")}</span>
      ) : (
        <>
          <TokenAvatar symbol={asset.symbol} iconUrl={asset.logoUri} size={30} />
          <span>{asset.symbol}</span>
        </>
      )}
      <span className="gw-sr-only">{t(side === "from" ? "payToken" : "receiveToken")}</span>
      <ChevronRightIcon size={16} />
    </button>
  )
}

/** The Swap view's form: pay (amount, Max, token), flip, receive (the quote as typed), then Review. */
export const SwapForm = ({ from, to, amount, quote, onAmount, onPick, onFlip, onReview }: SwapFormProps) => {
  const id = useId()
  const t = useMessages(swapMessages)
  const money = useMoney()
  const { locale } = money
  const problemText = useProblemText()
  const preview = quote.state === "ready" ? quote.preview : undefined
  const received = preview === undefined ? undefined : preview.toAmount
  const blocked = preview?.insufficientBalance === true || preview?.insufficientGas === true
  const problem =
    quote.state === "failed"
      ? problemText(quote.error, t("noQuote"))
      : preview?.insufficientBalance === true
        ? t("notEnough", {
            symbol: preview.from.symbol,
            balance: formatBalance(formatAmount(preview.from.balance, preview.from.decimals), locale)
          })
        : preview?.insufficientGas === true
          ? t("notEnoughGas", { symbol: preview.network.nativeCurrency.symbol })
          : undefined

  return (
    <form
      className="gw-swap"
      data-testid="swap-view"
      data-unsaved={amount.trim() !== ""}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (preview !== undefined && !blocked) onReview()
      }}
    >
      <div className="gw-swap__side">
        <div className="gw-swap__side-head">
          <label htmlFor={`${id}amount`}>{t("youPay")}</label>
          {from !== undefined && (
            <button type="button" className="gw-swap__max" onClick={() => onAmount(maxOf(from, quote))}>
              {t("max")}
            </button>
          )}
        </div>
        <div className="gw-swap__line">
          <input
            id={`${id}amount`}
            className="gw-swap__amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            aria-describedby={`${id}from-sub`}
            aria-invalid={problem !== undefined && quote.state !== "loading"}
            onChange={(event) => onAmount(event.target.value.replace(",", "."))}
          />
          <TokenButton asset={from} side="from" onPick={() => onPick("from")} />
        </div>
        <p className="gw-swap__sub" id={`${id}from-sub`}>
          <span>{money.valueOf(amount, from?.price) ?? ""}</span>
          {from !== undefined && (
            <span>
              {t("balance", {
                balance: formatBalance(formatAmount(from.balance, from.decimals), locale),
                symbol: from.symbol
              })}
            </span>
          )}
        </p>
      </div>

      <div className="gw-swap__flip-row">
        <button type="button" className="gw-swap__flip" aria-label={t("flip")} onClick={onFlip} data-testid="swap-flip">
          <ArrowDownIcon size={18} />
        </button>
      </div>

      <div className="gw-swap__side">
        <div className="gw-swap__side-head">
          <span>{t("youReceive")}</span>
        </div>
        <div className="gw-swap__line">
          <p
            className={`gw-swap__out${received === undefined ? " gw-swap__out--empty" : ""}`}
            data-testid="swap-to-amount"
            aria-live="polite"
          >
            {quote.state === "loading" ? (
              <SpinnerIcon size={22} />
            ) : received === undefined ? (
              "0"
            ) : (
              formatNumber(received, 6, locale)
            )}
          </p>
          <TokenButton asset={to} side="to" onPick={() => onPick("to")} />
        </div>
        <p className="gw-swap__sub">
          <span>{received === undefined ? "" : (money.valueOf(received, to?.price) ?? "")}</span>
          {to !== undefined && (
            <span>
              {t("balance", {
                balance: formatBalance(formatAmount(to.balance, to.decimals), locale),
                symbol: to.symbol
              })}
            </span>
          )}
        </p>
      </div>

      <p className="gw-swap__quote" data-testid="swap-rate">
        {preview === undefined
          ? ""
          : `1 ${preview.from.symbol} = ${formatNumber(preview.rate, 18, locale)} ${preview.to.symbol}`}
      </p>

      {problem !== undefined && quote.state !== "loading" && (
        <div className="gw-alert" role="alert">
          <AlertIcon size={18} />
          <span>{problem}</span>
        </div>
      )}
      <button
        type="submit"
        className="gw-action gw-swap__submit"
        disabled={preview === undefined || blocked}
        aria-busy={quote.state === "loading"}
      >
        {quote.state === "loading" ? t("quoting") : amount.trim() === "" ? t("enterAmount") : t("review")}
      </button>
    </form>
  )
}

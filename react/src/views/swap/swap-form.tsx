import { formatAmount, type SwapAsset } from "@gangway/core"
import { useId } from "react"
import { formatBalance, formatNumber } from "../../internal/format.js"
import { AlertIcon, ArrowDownIcon, ChevronRightIcon, SpinnerIcon } from "../../internal/icons.js"
import { usdOf } from "../../internal/money.js"
import { TokenAvatar } from "../../internal/token-avatar.js"
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

const TokenButton = ({ asset, side, onPick }: { readonly asset: SwapAsset | undefined; readonly side: SwapSide; readonly onPick: () => void }) => (
  <button type="button" className="gw-swap__token" onClick={onPick} data-testid={`swap-${side}-token`}>
    {asset === undefined ? (
      <span>Choose</span>
    ) : (
      <>
        <TokenAvatar symbol={asset.symbol} iconUrl={asset.logoUri} size={30} />
        <span>{asset.symbol}</span>
      </>
    )}
    <span className="gw-sr-only">{side === "from" ? ": token to pay, change" : ": token to receive, change"}</span>
    <ChevronRightIcon size={16} />
  </button>
)

/** The Swap view's form: pay (amount, Max, token), flip, receive (the quote as typed), then Review. */
export const SwapForm = ({ from, to, amount, quote, onAmount, onPick, onFlip, onReview }: SwapFormProps) => {
  const id = useId()
  const preview = quote.state === "ready" ? quote.preview : undefined
  const received = preview === undefined ? undefined : preview.toAmount
  const blocked = preview?.insufficientBalance === true || preview?.insufficientGas === true
  const problem =
    quote.state === "failed"
      ? quote.message
      : preview?.insufficientBalance === true
        ? `Not enough ${preview.from.symbol}: the account holds ${formatBalance(formatAmount(preview.from.balance, preview.from.decimals))} ${preview.from.symbol}.`
        : preview?.insufficientGas === true
          ? `Not enough ${preview.network.nativeCurrency.symbol} to pay for gas.`
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
          <label htmlFor={`${id}amount`}>You pay</label>
          {from !== undefined && (
            <button type="button" className="gw-swap__max" onClick={() => onAmount(maxOf(from, quote))}>
              Max
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
          <span>{usdOf(amount, from?.price) ?? ""}</span>
          {from !== undefined && (
            <span>
              Balance: {formatBalance(formatAmount(from.balance, from.decimals))} {from.symbol}
            </span>
          )}
        </p>
      </div>

      <div className="gw-swap__flip-row">
        <button type="button" className="gw-swap__flip" aria-label="Swap the pay and receive tokens" onClick={onFlip} data-testid="swap-flip">
          <ArrowDownIcon size={18} />
        </button>
      </div>

      <div className="gw-swap__side">
        <div className="gw-swap__side-head">
          <span>You receive</span>
        </div>
        <div className="gw-swap__line">
          <p className={`gw-swap__out${received === undefined ? " gw-swap__out--empty" : ""}`} data-testid="swap-to-amount" aria-live="polite">
            {quote.state === "loading" ? <SpinnerIcon size={22} /> : received === undefined ? "0" : formatNumber(received, 6)}
          </p>
          <TokenButton asset={to} side="to" onPick={() => onPick("to")} />
        </div>
        <p className="gw-swap__sub">
          <span>{received === undefined ? "" : (usdOf(received, to?.price) ?? "")}</span>
          {to !== undefined && (
            <span>
              Balance: {formatBalance(formatAmount(to.balance, to.decimals))} {to.symbol}
            </span>
          )}
        </p>
      </div>

      <p className="gw-swap__quote" data-testid="swap-rate">
        {preview === undefined ? "" : `1 ${preview.from.symbol} = ${formatNumber(preview.rate, 18)} ${preview.to.symbol}`}
      </p>

      {problem !== undefined && quote.state !== "loading" && (
        <div className="gw-alert" role="alert">
          <AlertIcon size={18} />
          <span>{problem}</span>
        </div>
      )}
      <button type="submit" className="gw-action gw-swap__submit" disabled={preview === undefined || blocked} aria-busy={quote.state === "loading"}>
        {quote.state === "loading" ? "Getting a quote…" : amount.trim() === "" ? "Enter an amount" : "Review swap"}
      </button>
    </form>
  )
}

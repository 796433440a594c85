import type { OnrampOffer, OnrampOrder } from "@gangway/core"
import { useId } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { AlertIcon, SpinnerIcon } from "../../internal/icons.js"
import { useErrorText } from "../../i18n/use-error-text.js"
import { onrampMessages } from "./messages.js"
import { QuoteSummary } from "./quote-summary.js"
import { amountProblem, type QuoteState } from "./use-onramp.js"

const METHOD_NAMES = { card: "card", ach_bank_account: "bank" } as const

export interface OrderFormProps {
  readonly offer: OnrampOffer
  readonly order: OnrampOrder
  readonly quote: QuoteState
  readonly busy: boolean
  readonly problem: string | undefined
  readonly onChange: (order: OnrampOrder) => void
  readonly onContinue: () => void
}

/** What to buy, what to pay with and how much, with the quote once the amount settles. */
export const OrderForm = ({ offer, order, quote, busy, problem, onChange, onContinue }: OrderFormProps) => {
  const id = useId()
  const t = useMessages(onrampMessages)
  const errorText = useErrorText()
  const currency =
    offer.paymentCurrencies.find((candidate) => candidate.id === order.paymentCurrency) ?? offer.paymentCurrencies[0]
  const amountError = amountProblem(order)
  const ready = quote.state === "ready" && amountError === undefined && !busy
  return (
    <form
      className="gw-buy"
      data-testid="buy-view"
      data-unsaved={order.amount.trim() !== ""}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) onContinue()
      }}
    >
      <fieldset className="gw-buy__field">
        <legend className="gw-buy__label">{t("buy")}</legend>
        <div className="gw-buy__choices">
          {offer.assets.map((asset) => (
            <label key={asset.symbol} className="gw-buy__choice">
              <input
                type="radio"
                name={`${id}asset`}
                value={asset.symbol}
                checked={order.asset === asset.symbol}
                onChange={() => onChange({ ...order, asset: asset.symbol })}
              />
              <span>
                {asset.symbol}
                <small>{asset.name}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="gw-buy__field">
        <label className="gw-buy__label" htmlFor={`${id}amount`}>
          {t("youPay")}
        </label>
        <div className="gw-buy__amount">
          <input
            id={`${id}amount`}
            className="gw-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={order.amount}
            aria-invalid={amountError !== undefined}
            aria-describedby={amountError === undefined ? undefined : `${id}amount-error`}
            onChange={(event) => onChange({ ...order, amount: event.target.value.replace(",", ".") })}
          />
          <select
            className="gw-buy__currency"
            aria-label={t("currency")}
            value={order.paymentCurrency}
            onChange={(event) => onChange({ ...order, paymentCurrency: event.target.value })}
          >
            {offer.paymentCurrencies.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id}
              </option>
            ))}
          </select>
        </div>
        {amountError !== undefined && (
          <p className="gw-field-error" id={`${id}amount-error`} role="alert">
            <AlertIcon size={16} />
            {amountError._tag === "InvalidInput" ? t("decimals") : errorText(amountError)}
          </p>
        )}
      </div>

      <fieldset className="gw-buy__field">
        <legend className="gw-buy__label">{t("payWith")}</legend>
        <div className="gw-buy__choices">
          {(currency?.methods ?? []).map((method) => (
            <label key={method.id} className="gw-buy__choice">
              <input
                type="radio"
                name={`${id}method`}
                value={method.id}
                checked={order.paymentMethod === method.id}
                onChange={() => onChange({ ...order, paymentMethod: method.id })}
              />
              <span>
                {t(METHOD_NAMES[method.id])}
                <small className="gw-ltr">
                  {method.min}–{method.max} {order.paymentCurrency}
                </small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <QuoteSummary quote={quote} />

      {problem !== undefined && (
        <div className="gw-alert" role="alert">
          <AlertIcon size={18} />
          <span>{problem}</span>
        </div>
      )}
      <button
        type="submit"
        className="gw-action gw-buy__submit"
        aria-busy={busy}
        aria-disabled={!ready}
        disabled={busy}
      >
        {busy && <SpinnerIcon size={18} />}
        {busy ? t("preparing") : t("chooseProvider")}
      </button>
    </form>
  )
}

import { AlertIcon, SpinnerIcon } from "../../internal/icons.js"
import { trimAmount } from "./amounts.js"
import type { QuoteState } from "./use-onramp.js"

/** The quote: what arrives, the fees and the total; said plainly when it is only an estimate. */
export const QuoteSummary = ({ quote }: { readonly quote: QuoteState }) => {
  if (quote.state === "idle") return null
  if (quote.state === "loading") {
    return (
      <p className="gw-buy__estimate" role="status">
        <SpinnerIcon size={16} />
        Getting a quote…
      </p>
    )
  }
  if (quote.state === "failed") {
    return (
      <div className="gw-alert" role="alert">
        <AlertIcon size={18} />
        <span>{quote.message}</span>
      </div>
    )
  }
  const { paymentTotal, coinbaseFee, networkFee, purchaseAmount, mock } = quote.quote
  return (
    <div className="gw-buy__field" data-testid="buy-quote">
      <dl className="gw-buy__quote" aria-label={mock ? "Estimate" : "Quote"}>
        <dt className="gw-buy__quote-total">You receive</dt>
        <dd className="gw-buy__quote-total" data-testid="buy-receive">
          {mock ? "about " : ""}
          {trimAmount(purchaseAmount.amount)} {purchaseAmount.currency}
        </dd>
        <dt>Provider fee</dt>
        <dd>
          {mock ? "not known yet" : `${coinbaseFee.amount} ${coinbaseFee.currency}`}
        </dd>
        <dt>Network fee</dt>
        <dd>
          {mock ? "not known yet" : `${networkFee.amount} ${networkFee.currency}`}
        </dd>
        <dt>Total</dt>
        <dd>
          {paymentTotal.amount} {paymentTotal.currency}
        </dd>
      </dl>
      {mock && (
        <p className="gw-buy__estimate" data-testid="buy-estimate">
          <AlertIcon size={16} />
          An estimate: the provider gave no quote just now. Its page shows the exact fees and amount before you pay.
        </p>
      )}
    </div>
  )
}

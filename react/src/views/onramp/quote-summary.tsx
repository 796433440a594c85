import { useMessages } from "../../i18n/use-messages.js"
import { AlertIcon, SpinnerIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { trimAmount } from "./amounts.js"
import { onrampMessages } from "./messages.js"
import type { QuoteState } from "./use-onramp.js"

/** The quote: what arrives, the fees and the total; said plainly when it is only an estimate. */
export const QuoteSummary = ({ quote }: { readonly quote: QuoteState }) => {
  const t = useMessages(onrampMessages)
  const problemText = useProblemText()
  if (quote.state === "idle") return null
  if (quote.state === "loading") {
    return (
      <p className="gw-buy__estimate" role="status">
        <SpinnerIcon size={16} />
        {t("quoting")}
      </p>
    )
  }
  if (quote.state === "failed") {
    return (
      <div className="gw-alert" role="alert">
        <AlertIcon size={18} />
        <span>{problemText(quote.error, t("noQuote"))}</span>
      </div>
    )
  }
  const { paymentTotal, coinbaseFee, networkFee, purchaseAmount, mock } = quote.quote
  return (
    <div className="gw-buy__field" data-testid="buy-quote">
      <dl className="gw-buy__quote" aria-label={t(mock ? "estimate" : "quote")}>
        <dt className="gw-buy__quote-total">{t("youReceive")}</dt>
        <dd className="gw-buy__quote-total" data-testid="buy-receive">
          {mock
            ? t("about", { amount: `${trimAmount(purchaseAmount.amount)} ${purchaseAmount.currency}` })
            : `${trimAmount(purchaseAmount.amount)} ${purchaseAmount.currency}`}
        </dd>
        <dt>{t("providerFee")}</dt>
        <dd>{mock || coinbaseFee === undefined ? t("notKnown") : `${coinbaseFee.amount} ${coinbaseFee.currency}`}</dd>
        <dt>{t("networkFee")}</dt>
        <dd>{mock ? t("notKnown") : `${networkFee.amount} ${networkFee.currency}`}</dd>
        <dt>{t("total")}</dt>
        <dd>
          {paymentTotal.amount} {paymentTotal.currency}
        </dd>
      </dl>
      {mock && (
        <p className="gw-buy__estimate" data-testid="buy-estimate">
          <AlertIcon size={16} />
          {t("estimateNote")}
        </p>
      )}
    </div>
  )
}

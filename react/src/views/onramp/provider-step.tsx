import type { OnrampPurchase } from "@gangway/core"
import { useId } from "react"
import { ExternalIcon } from "../../internal/icons.js"
import { trimAmount } from "./amounts.js"

/**
 * The data API's onramp: Coinbase's (its quotes name `coinbaseFee`, its history `onramp=coinbase`).
 * In the local world the loopback provider site stands in for it.
 */
export const PROVIDER_NAME = "Coinbase"

export interface ProviderStepProps {
  readonly purchase: OnrampPurchase
  readonly onOpened: () => void
  readonly onBack: () => void
}

/** Where to pay: the provider's page opens in a new tab; the flow then watches the wallet. */
export const ProviderStep = ({ purchase, onOpened, onBack }: ProviderStepProps) => {
  const { quote } = purchase
  const id = useId()
  return (
    <div className="gw-buy" data-testid="buy-providers">
      <p className="gw-buy__step" id={`${id}providers`}>
        Choose a provider
      </p>
      <ul className="gw-stack gw-buy__providers" aria-labelledby={`${id}providers`}>
        <li>
          <a className="gw-buy__provider" href={purchase.url} target="_blank" rel="noopener noreferrer" onClick={onOpened}>
            <span className="gw-buy__provider-main">
              {PROVIDER_NAME}
              <span className="gw-buy__provider-sub">
                {quote.mock ? "about " : ""}
                {trimAmount(quote.purchaseAmount.amount)} {quote.purchaseAmount.currency} for {quote.paymentTotal.amount} {quote.paymentTotal.currency}
              </span>
            </span>
            <ExternalIcon size={18} />
            <span className="gw-sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <button type="button" className="gw-action gw-action--secondary" onClick={onBack}>
        Change the order
      </button>
    </div>
  )
}

import type { OnrampPurchase } from "@gangway/core"
import { useId } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { ExternalIcon } from "../../internal/icons.js"
import { trimAmount } from "./amounts.js"
import { onrampMessages } from "./messages.js"

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
  const t = useMessages(onrampMessages)
  const receive = `${trimAmount(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`
  const offer = t("offerFor", { receive, pay: `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}` })
  return (
    <div className="gw-buy" data-testid="buy-providers">
      <p className="gw-buy__step" id={`${id}providers`}>
        {t("chooseProvider")}
      </p>
      <ul className="gw-stack gw-buy__providers" aria-labelledby={`${id}providers`}>
        <li>
          <a
            className="gw-buy__provider"
            href={purchase.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpened}
          >
            <span className="gw-buy__provider-main">
              {PROVIDER_NAME}
              <span className="gw-buy__provider-sub">{quote.mock ? t("about", { amount: offer }) : offer}</span>
            </span>
            <ExternalIcon size={18} />
            <span className="gw-sr-only">{t("newTab")}</span>
          </a>
        </li>
      </ul>
      <button type="button" className="gw-action gw-action--secondary" onClick={onBack}>
        {t("changeOrder")}
      </button>
    </div>
  )
}

import {
  readOnrampReturn,
  type OnrampOffer,
  type OnrampOrder,
  type OnrampPurchase,
  type OnrampReturn
} from "@gangway/core"
import { useEffect, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useNetwork } from "../../hooks/use-network.js"
import { useMessages } from "../../i18n/use-messages.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { AlertIcon } from "../../internal/icons.js"
import { useProblemText } from "../../internal/use-problem-text.js"
import { onrampMessages } from "./messages.js"
import { onrampCss } from "./onramp-css.js"
import { OrderForm } from "./order-form.js"
import { ProgressStep } from "./progress-step.js"
import { ProviderStep } from "./provider-step.js"
import { ReturnedStep } from "./returned-step.js"
import { useOnramp, useOnrampOffer, useOnrampQuote } from "./use-onramp.js"

type Step =
  | { readonly step: "order" }
  | { readonly step: "provider" | "progress"; readonly purchase: OnrampPurchase }
  | { readonly step: "returned"; readonly returned: OnrampReturn }

/** The page the provider sent the buyer back to (`?onramp=…&orderId=…`) opens on that order. */
const firstStep = (): Step => {
  const returned = typeof window === "undefined" ? undefined : readOnrampReturn(window.location.search)
  return returned === undefined ? { step: "order" } : { step: "returned", returned }
}

/** The return is shown once: the page's address loses it, so a reload or the next Buy starts afresh. */
const forgetReturn = () => {
  const url = new URL(window.location.href)
  url.searchParams.delete("onramp")
  url.searchParams.delete("orderId")
  window.history.replaceState(window.history.state, "", url)
}

const firstOrder = (offer: OnrampOffer | undefined): OnrampOrder => ({
  asset: offer?.assets[0]?.symbol ?? "",
  paymentCurrency: offer?.paymentCurrencies[0]?.id ?? "USD",
  paymentMethod: offer?.paymentCurrencies[0]?.methods[0]?.id ?? "card",
  amount: ""
})

/**
 * OnrampBuy: buying crypto with a card or bank account. The order (asset, currency and
 * amount, payment method with its limits, the quote), then the provider whose page takes the
 * payment, then "buy in progress" until the wallet's balance shows the purchase. Opened on the
 * page the provider returned to, it shows the order the provider names.
 */
export const OnrampBuyView = () => {
  const client = useGangwayClient()
  const onramp = useOnramp()
  const t = useMessages(onrampMessages)
  const problemText = useProblemText()
  const { activeNetwork } = useNetwork()
  const offer = useOnrampOffer(onramp, activeNetwork?.caipNetworkId)
  const ready = offer.state === "ready" ? offer.offer : undefined
  const [order, setOrder] = useState<OnrampOrder>(() => firstOrder(ready))
  const [step, setStep] = useState<Step>(firstStep)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const quote = useOnrampQuote(onramp, ready, order)

  // The offer arrives after the first render: start from its first asset, currency and method.
  useEffect(() => {
    if (ready !== undefined)
      setOrder((current) => (current.asset === "" ? { ...firstOrder(ready), amount: current.amount } : current))
  }, [ready])

  const returning = step.step === "returned"
  useEffect(() => {
    if (returning) forgetReturn()
  }, [returning])

  if (step.step === "returned") {
    return (
      <>
        <FlowStyles name="onramp" css={onrampCss} />
        <ReturnedStep
          onramp={onramp}
          returned={step.returned}
          onBuy={() => setStep({ step: "order" })}
          onDone={() => void client.modal.navigate("Account")}
        />
      </>
    )
  }
  if (offer.state === "loading") {
    return (
      <div className="gw-skeleton" role="status" data-testid="buy-loading">
        <span className="gw-sr-only">{t("loading")}</span>
        <div className="gw-skeleton__bar" />
        <div className="gw-skeleton__bar" />
      </div>
    )
  }
  if (offer.state === "failed" || offer.offer.assets.length === 0) {
    return (
      <div className="gw-notice" data-testid="buy-unavailable">
        <span className="gw-notice__icon">
          <AlertIcon size={28} />
        </span>
        <p className="gw-notice__title">{t("unavailable")}</p>
        <p className="gw-buy__status-text">
          {offer.state === "failed"
            ? problemText(offer.error, t("optionsFailed"))
            : t("nothingOn", { network: activeNetwork?.name ?? t("thisNetwork") })}
        </p>
      </div>
    )
  }

  const start = async () => {
    setBusy(true)
    setProblem(undefined)
    try {
      const redirectUrl = typeof window === "undefined" ? undefined : window.location.href
      setStep({ step: "provider", purchase: await onramp.start(offer.offer, order, { redirectUrl }) })
    } catch (error) {
      setProblem(problemText(error, t("prepareFailed")))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <FlowStyles name="onramp" css={onrampCss} />
      {step.step === "order" ? (
        <OrderForm
          offer={offer.offer}
          order={order}
          quote={quote}
          busy={busy}
          problem={problem}
          onChange={setOrder}
          onContinue={() => void start()}
        />
      ) : step.step === "provider" ? (
        <ProviderStep
          purchase={step.purchase}
          onOpened={() => setStep({ step: "progress", purchase: step.purchase })}
          onBack={() => setStep({ step: "order" })}
        />
      ) : (
        <ProgressStep
          onramp={onramp}
          purchase={step.purchase}
          onRetry={() => setStep({ step: "order" })}
          onDone={() => void client.modal.navigate("Account")}
        />
      )}
    </>
  )
}

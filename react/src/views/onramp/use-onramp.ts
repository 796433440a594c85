import {
  onrampAmountProblem,
  onrampOf,
  type GangwayOnramp,
  type OnrampOffer,
  type OnrampOrder,
  type OnrampQuote
} from "@gangway/core"
import { useEffect, useMemo, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useDebounced } from "../../internal/use-debounced.js"

/** SPEC §9: the default debounce, here between typing an amount and asking for its quote. */
const QUOTE_DEBOUNCE_MS = 500

export const useOnramp = (): GangwayOnramp => {
  const client = useGangwayClient()
  return useMemo(() => onrampOf(client), [client])
}

export type OfferState =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly offer: OnrampOffer }
  | { readonly state: "failed"; readonly error: unknown }

/** What can be bought on the active network, asked once when the flow opens. */
export const useOnrampOffer = (onramp: GangwayOnramp, caipNetworkId: string | undefined): OfferState => {
  const [state, setState] = useState<OfferState>({ state: "loading" })
  useEffect(() => {
    let current = true
    setState({ state: "loading" })
    onramp.offer().then(
      (offer) => current && setState({ state: "ready", offer }),
      (error: unknown) => current && setState({ state: "failed", error })
    )
    return () => {
      current = false
    }
  }, [onramp, caipNetworkId])
  return state
}

/** The amount's problem against the method's limits (SPEC §5), before anything is asked. */
export const amountProblem = (order: OnrampOrder) => {
  return order.amount.trim() === "" ? undefined : onrampAmountProblem(order.paymentMethod, order.amount)
}

export type QuoteState =
  | { readonly state: "idle" }
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly quote: OnrampQuote; readonly order: OnrampOrder }
  | { readonly state: "failed"; readonly error: unknown }

/** The quote of the order once its amount has settled for a moment and is within the limits. */
export const useOnrampQuote = (
  onramp: GangwayOnramp,
  offer: OnrampOffer | undefined,
  order: OnrampOrder
): QuoteState => {
  const settled = useDebounced(order, QUOTE_DEBOUNCE_MS)
  const [state, setState] = useState<QuoteState>({ state: "idle" })
  const { asset, paymentCurrency, paymentMethod, amount } = settled
  // biome-ignore lint/correctness/useExhaustiveDependencies: the quote follows the settled order's fields; `settled` is a new object at each debounce
  useEffect(() => {
    if (offer === undefined || amount.trim() === "" || amountProblem(settled) !== undefined) {
      setState({ state: "idle" })
      return
    }
    let current = true
    setState({ state: "loading" })
    onramp.quote(offer, settled).then(
      (quote) => current && setState({ state: "ready", quote, order: settled }),
      (error: unknown) => current && setState({ state: "failed", error })
    )
    return () => {
      current = false
    }
  }, [onramp, offer, asset, paymentCurrency, paymentMethod, amount])
  const typing =
    order.amount !== settled.amount ||
    order.asset !== settled.asset ||
    order.paymentCurrency !== settled.paymentCurrency ||
    order.paymentMethod !== settled.paymentMethod
  return typing && state.state !== "idle" ? { state: "loading" } : state
}

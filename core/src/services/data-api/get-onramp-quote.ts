import { Effect, Schema } from "effect"
import { DecimalText } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

const Money = Schema.Struct({ amount: DecimalText, currency: Schema.String })

/**
 * The quote as AppKit's client reads it (reown-com/appkit, packages/controllers/src/utils/TypeUtil.ts
 * `OnrampQuote`): the provider's fee is not part of it and may be absent.
 */
const OnrampQuoteResponse = Schema.Struct({
  paymentTotal: Money,
  paymentSubtotal: Money,
  purchaseAmount: Money,
  coinbaseFee: Schema.optional(Money),
  networkFee: Money,
  quoteId: Schema.String
})

/** A quote for buying crypto; `mock: true` when the API gave none and the figures are a local estimate. */
export type OnrampQuote = typeof OnrampQuoteResponse.Type & { readonly mock: boolean }

export interface GetOnrampQuoteParams {
  readonly caipNetworkId: CaipNetworkId
  /** Currency ids, e.g. `USDC` and `USD`. */
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  /** In the payment currency, e.g. `100.00`. */
  readonly amount: string
  /** The onramp network name, e.g. `ethereum-mainnet`. */
  readonly network: string
}

const MOCK_QUOTE_ID = "mock-quote"

/**
 * The quote shown when the API gives none: no fees, the whole amount goes to the
 * purchase, counted one to one. Flagged `mock` so a UI can say it is an estimate.
 */
const mockOnrampQuote = (params: GetOnrampQuoteParams): OnrampQuote => {
  const payment = (amount: string) => ({ amount, currency: params.paymentCurrency })
  return {
    paymentTotal: payment(params.amount),
    paymentSubtotal: payment(params.amount),
    purchaseAmount: { amount: params.amount, currency: params.purchaseCurrency },
    coinbaseFee: payment("0"),
    networkFee: payment("0"),
    quoteId: MOCK_QUOTE_ID,
    mock: true
  }
}

/** POST /v1/onramp/quote. Never fails: without an answer it gives the mock quote. */
export const getOnrampQuote = Effect.fn("DataApi.getOnrampQuote")(function* (params: GetOnrampQuoteParams) {
  const api = yield* ApiClient
  const fetchQuote = api
    .json(
      "dataApi",
      {
        method: "POST",
        path: "/v1/onramp/quote",
        body: {
          purchaseCurrency: params.purchaseCurrency,
          paymentCurrency: params.paymentCurrency,
          amount: params.amount,
          network: params.network
        }
      },
      OnrampQuoteResponse
    )
    .pipe(Effect.map((quote): OnrampQuote => ({ ...quote, mock: false })))
  return yield* whenSupported(
    params.caipNetworkId,
    Effect.succeed(mockOnrampQuote(params))
  )(fetchQuote).pipe(
    Effect.catch((error) =>
      Effect.logWarning("Onramp quote unavailable, showing an estimate", error.message).pipe(
        Effect.as(mockOnrampQuote(params))
      )
    )
  )
})

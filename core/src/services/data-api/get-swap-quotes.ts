import { Effect, Schema } from "effect"
import { IntegerText } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

/** Amounts in the smallest unit of each token. */
export const SwapQuote = Schema.Struct({
  fromAmount: IntegerText,
  fromAccount: Schema.String,
  toAmount: IntegerText,
  toAccount: Schema.String
})
export type SwapQuote = typeof SwapQuote.Type

const SwapQuotesResponse = Schema.Struct({ quotes: Schema.Array(SwapQuote) })

export interface GetSwapQuotesParams {
  readonly caipNetworkId: CaipNetworkId
  /** In the smallest unit of the `from` token. */
  readonly amount: string
  readonly userAddress: string
  /** CAIP-10 addresses of the tokens. */
  readonly from: string
  readonly to: string
  readonly gasPrice: string
}

const noQuotes: ReadonlyArray<SwapQuote> = []

/** GET /v1/convert/quotes. */
export const getSwapQuotes = Effect.fn("DataApi.getSwapQuotes")(
  function* (params: GetSwapQuotesParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      {
        method: "GET",
        path: "/v1/convert/quotes",
        query: {
          amount: params.amount,
          userAddress: params.userAddress,
          from: params.from,
          to: params.to,
          gasPrice: params.gasPrice
        }
      },
      SwapQuotesResponse
    )
    return response.quotes
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noQuotes))(effect)
)

import { Effect, Schema } from "effect"
import { FiniteNumber } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

export const FungiblePrice = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  iconUrl: Schema.String,
  /** In USD. */
  price: FiniteNumber
})
export type FungiblePrice = typeof FungiblePrice.Type

const FungiblePriceResponse = Schema.Struct({ fungibles: Schema.Array(FungiblePrice) })

export interface GetTokenPricesParams {
  readonly caipNetworkId: CaipNetworkId
  /** CAIP-10 addresses of the tokens. */
  readonly addresses: ReadonlyArray<string>
}

const noPrices: ReadonlyArray<FungiblePrice> = []

/** POST /v1/fungible/price: USD prices of tokens. */
export const getTokenPrices = Effect.fn("DataApi.getTokenPrices")(
  function* (params: GetTokenPricesParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      {
        method: "POST",
        path: "/v1/fungible/price",
        body: { currency: api.config.currency, addresses: params.addresses, projectId: api.config.projectId }
      },
      FungiblePriceResponse
    )
    return response.fungibles
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noPrices))(effect)
)

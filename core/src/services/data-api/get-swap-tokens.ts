import { Effect, Schema } from "effect"
import { NullAsAbsent } from "../../domain/api-values.js"
import { TokenDecimals } from "../../domain/token-balance.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

export const SwapToken = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  /** A CAIP-10 address. */
  address: Schema.String,
  decimals: TokenDecimals,
  /** `null` when the list has no logo (reown-com/blockchain-api, src/handlers/convert/tokens.rs). */
  logoUri: NullAsAbsent(Schema.String)
})
export type SwapToken = typeof SwapToken.Type

const SwapTokensResponse = Schema.Struct({ tokens: Schema.Array(SwapToken) })

export interface GetSwapTokensParams {
  readonly caipNetworkId: CaipNetworkId
}

const noTokens: ReadonlyArray<SwapToken> = []

/** GET /v1/convert/tokens: the tokens that can be swapped on the network. */
export const getSwapTokens = Effect.fn("DataApi.getSwapTokens")(
  function* (params: GetSwapTokensParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      { method: "GET", path: "/v1/convert/tokens", query: { chainId: params.caipNetworkId } },
      SwapTokensResponse
    )
    return response.tokens
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noTokens))(effect)
)

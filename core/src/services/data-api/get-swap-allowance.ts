import { Effect, Schema } from "effect"
import { IntegerText } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

const AllowanceResponse = Schema.Struct({ allowance: IntegerText })

export interface GetSwapAllowanceParams {
  readonly caipNetworkId: CaipNetworkId
  readonly tokenAddress: string
  readonly userAddress: string
}

/** GET /v1/convert/allowance: how much of the token the swap contract may spend, in the smallest unit. */
export const getSwapAllowance = Effect.fn("DataApi.getSwapAllowance")(
  function* (params: GetSwapAllowanceParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      {
        method: "GET",
        path: "/v1/convert/allowance",
        query: { tokenAddress: params.tokenAddress, userAddress: params.userAddress }
      },
      AllowanceResponse
    )
    return response.allowance
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed("0"))(effect)
)

import { Effect, Schema } from "effect"
import { IntegerText } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { SwapsNetworkUnsupported } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

export const SwapTransaction = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  data: Schema.String,
  amount: IntegerText,
  eip155: Schema.Struct({ gas: IntegerText, gasPrice: IntegerText })
})
export type SwapTransaction = typeof SwapTransaction.Type

const BuildTransactionResponse = Schema.Struct({ tx: SwapTransaction })

export interface BuildSwapTransactionParams {
  readonly caipNetworkId: CaipNetworkId
  readonly amount: string
  /** Slippage tolerance, in percent. */
  readonly slippage: number
  readonly from: string
  readonly to: string
  readonly userAddress: string
  readonly disableEstimate?: boolean | undefined
}

/** POST /v1/convert/build-transaction: the swap transaction to sign. */
export const buildSwapTransaction = Effect.fn("DataApi.buildSwapTransaction")(function* (
  params: BuildSwapTransactionParams
) {
  const api = yield* ApiClient
  const response = yield* api.json(
    "dataApi",
    {
      method: "POST",
      path: "/v1/convert/build-transaction",
      body: {
        amount: params.amount,
        eip155: { slippage: params.slippage },
        projectId: api.config.projectId,
        from: params.from,
        to: params.to,
        userAddress: params.userAddress,
        disableEstimate: params.disableEstimate ?? false
      }
    },
    BuildTransactionResponse
  )
  return response.tx
}, (effect, params) =>
  whenSupported(params.caipNetworkId, Effect.fail(new SwapsNetworkUnsupported({ caipNetworkId: params.caipNetworkId })))(effect))

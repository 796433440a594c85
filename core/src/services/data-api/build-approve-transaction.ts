import { Effect, Schema } from "effect"
import { IntegerText } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { SwapsNetworkUnsupported } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

export const ApproveTransaction = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  data: Schema.String,
  value: IntegerText,
  eip155: Schema.Struct({ gas: IntegerText, gasPrice: IntegerText })
})
export type ApproveTransaction = typeof ApproveTransaction.Type

const BuildApproveResponse = Schema.Struct({ tx: ApproveTransaction })

export interface BuildApproveTransactionParams {
  readonly caipNetworkId: CaipNetworkId
  readonly userAddress: string
  readonly from: string
  readonly to: string
}

/** GET /v1/convert/build-approve: the approval to sign before a swap. */
export const buildApproveTransaction = Effect.fn("DataApi.buildApproveTransaction")(function* (
  params: BuildApproveTransactionParams
) {
  const api = yield* ApiClient
  const response = yield* api.json(
    "dataApi",
    {
      method: "GET",
      path: "/v1/convert/build-approve",
      query: { userAddress: params.userAddress, from: params.from, to: params.to }
    },
    BuildApproveResponse
  )
  return response.tx
}, (effect, params) =>
  whenSupported(params.caipNetworkId, Effect.fail(new SwapsNetworkUnsupported({ caipNetworkId: params.caipNetworkId })))(effect))

import { Effect, Schema } from "effect"
import { IntegerText, NullAsAbsent } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { SwapsNetworkUnsupported } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { CallAccount } from "./build-call-account.js"
import { whenSupported } from "./supported-chains.js"

/**
 * The swap as reown-com/blockchain-api writes it (`ConvertTx`): `from` the paying account, `to`
 * the router (CAIP-10); `amount` is what the swap pays out (1inch's `dstAmount`), not the value
 * sent; `eip155` (gas limit and price) is an `Option` written as `null` when none.
 */
export const SwapTransaction = Schema.Struct({
  from: CallAccount,
  to: CallAccount,
  data: Schema.String,
  amount: IntegerText,
  eip155: NullAsAbsent(Schema.Struct({ gas: IntegerText, gasPrice: IntegerText }))
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
export const buildSwapTransaction = Effect.fn("DataApi.buildSwapTransaction")(
  function* (params: BuildSwapTransactionParams) {
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
  },
  (effect, params) =>
    whenSupported(
      params.caipNetworkId,
      Effect.fail(new SwapsNetworkUnsupported({ caipNetworkId: params.caipNetworkId }))
    )(effect)
)

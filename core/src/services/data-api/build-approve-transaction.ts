import { Effect, Schema } from "effect"
import { IntegerText, NullAsAbsent } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { SwapsNetworkUnsupported } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { CallAccount } from "./build-call-account.js"
import { whenSupported } from "./supported-chains.js"

/**
 * The approval as reown-com/blockchain-api writes it (`ConvertApproveTx`): `from` is the token
 * asked about in `from` (the one to approve, where AppKit sends the approval); `to` is the token
 * 1inch was asked about, which the server takes from the `to` parameter, so it is not used.
 * No gas limit: the client estimates it. `eip155` is an `Option` written as `null` when none.
 */
export const ApproveTransaction = Schema.Struct({
  from: CallAccount,
  to: CallAccount,
  data: Schema.String,
  value: IntegerText,
  eip155: NullAsAbsent(Schema.Struct({ gasPrice: IntegerText }))
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
export const buildApproveTransaction = Effect.fn("DataApi.buildApproveTransaction")(
  function* (params: BuildApproveTransactionParams) {
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
  },
  (effect, params) =>
    whenSupported(
      params.caipNetworkId,
      Effect.fail(new SwapsNetworkUnsupported({ caipNetworkId: params.caipNetworkId }))
    )(effect)
)

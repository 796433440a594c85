import { Effect, Schema } from "effect"
import { IntegerText } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { GasPriceNetworkUnsupported } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

/** Gas prices in wei, as decimal digits (a fraction, an exponent or a sign is refused here, not at `BigInt`). */
export const GasPrice = Schema.Struct({
  standard: IntegerText,
  fast: IntegerText,
  instant: IntegerText
})
export type GasPrice = typeof GasPrice.Type

export interface GetGasPriceParams {
  readonly caipNetworkId: CaipNetworkId
}

/** GET /v1/convert/gas-price. An unsupported network has no gas price: 'Network not supported for Gas Price'. */
export const getGasPrice = Effect.fn("DataApi.getGasPrice")(
  function* (params: GetGasPriceParams) {
    const api = yield* ApiClient
    return yield* api.json(
      "dataApi",
      { method: "GET", path: "/v1/convert/gas-price", query: { chainId: params.caipNetworkId } },
      GasPrice
    )
  },
  (effect, params) =>
    whenSupported(
      params.caipNetworkId,
      Effect.fail(new GasPriceNetworkUnsupported({ caipNetworkId: params.caipNetworkId }))
    )(effect)
)

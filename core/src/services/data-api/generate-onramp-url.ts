import { Effect, Option, Schema } from "effect"
import { WebPageUrl } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

/** The page the UI opens: https (http only on this machine), never script. */
const OnrampUrlResponse = Schema.Struct({ url: WebPageUrl })

export interface DestinationWallet {
  readonly address: string
  /** Onramp network names, e.g. `ethereum`. */
  readonly blockchains: ReadonlyArray<string>
  /** Asset symbols, e.g. `USDC`. */
  readonly assets: ReadonlyArray<string>
}

export interface GenerateOnrampUrlParams {
  readonly caipNetworkId: CaipNetworkId
  readonly destinationWallets: ReadonlyArray<DestinationWallet>
  readonly partnerUserId: string
  readonly defaultNetwork?: string | undefined
  readonly presetCryptoAmount?: number | undefined
  readonly presetFiatAmount?: number | undefined
}

/** POST /v1/generators/onrampurl: the provider's buy page for these wallets; none on an unsupported network. */
export const generateOnrampUrl = Effect.fn("DataApi.generateOnrampUrl")(
  function* (params: GenerateOnrampUrlParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      {
        method: "POST",
        path: "/v1/generators/onrampurl",
        body: {
          destinationWallets: params.destinationWallets,
          defaultNetwork: params.defaultNetwork,
          partnerUserId: params.partnerUserId,
          defaultExperience: "buy",
          presetCryptoAmount: params.presetCryptoAmount,
          presetFiatAmount: params.presetFiatAmount
        }
      },
      OnrampUrlResponse
    )
    return Option.some(response.url)
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeedNone)(effect)
)

import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { fallbackOnrampOptions, OnrampOptions } from "../../domain/onramp.js"
import { ApiClient } from "../http/api-client.js"
import { whenSupported } from "./supported-chains.js"

export interface GetOnrampOptionsParams {
  readonly caipNetworkId: CaipNetworkId
}

const noOptions: OnrampOptions = { paymentCurrencies: [], purchaseCurrencies: [] }

/**
 * GET /v1/onramp/options: what can be bought and paid with. Never fails: a failed call
 * gives the built-in options (USD Coin and Ether; USD and EUR).
 */
export const getOnrampOptions = Effect.fn("DataApi.getOnrampOptions")(
  function* (params: GetOnrampOptionsParams) {
    const api = yield* ApiClient
    return yield* whenSupported(
      params.caipNetworkId,
      Effect.succeed(noOptions)
    )(api.json("dataApi", { method: "GET", path: "/v1/onramp/options" }, OnrampOptions))
  },
  Effect.catch((error) =>
    Effect.logWarning("Onramp options unavailable, using the built-in ones", error.message).pipe(
      Effect.as(fallbackOnrampOptions)
    )
  )
)

import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { NameProfile } from "./name-profile.js"
import { whenSupported } from "./supported-chains.js"

export interface RegisterNameParams {
  readonly caipNetworkId: CaipNetworkId
  /** SLIP-44 / ENSIP-11 coin type of the address. */
  readonly coinType: number
  readonly address: string
  /** The signed registration message (JSON text with the name and attributes). */
  readonly message: string
  readonly signature: string
}

/**
 * POST /v1/profile/account: registers a name; whether the API accepted it. The API answers
 * a registration with the name's profile (reown-com/blockchain-api, src/handlers/profile/register.rs).
 */
export const registerName = Effect.fn("DataApi.registerName")(
  function* (params: RegisterNameParams) {
    const api = yield* ApiClient
    yield* api.json(
      "dataApi",
      {
        method: "POST",
        path: "/v1/profile/account",
        body: {
          coin_type: params.coinType,
          address: params.address,
          message: params.message,
          signature: params.signature
        }
      },
      NameProfile
    )
    return true
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(false))(effect)
)

import { Effect, Schema } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { NameProfile, PROFILE_API_VERSION } from "./name-profile.js"
import { whenSupported } from "./supported-chains.js"

export interface ReverseLookupNamesParams {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
  /** The connected address asking, if any. */
  readonly sender?: string | undefined
}

const noNames: ReadonlyArray<NameProfile> = []

/** GET /v1/profile/reverse/{address}: the names that point to an address. */
export const reverseLookupNames = Effect.fn("DataApi.reverseLookupNames")(
  function* (params: ReverseLookupNamesParams) {
    const api = yield* ApiClient
    return yield* api.json(
      "dataApi",
      {
        method: "GET",
        path: `/v1/profile/reverse/${encodePathSegment(params.address)}`,
        query: { sender: params.sender, apiVersion: PROFILE_API_VERSION }
      },
      Schema.Array(NameProfile)
    )
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noNames))(effect)
)

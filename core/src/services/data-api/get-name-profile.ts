import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { NameLookupAnswer, PROFILE_API_VERSION, profileOfLookup } from "./name-profile.js"
import { whenSupported } from "./supported-chains.js"

export interface GetNameProfileParams {
  readonly caipNetworkId: CaipNetworkId
  /** The full name, e.g. `alice.reown.id`. */
  readonly name: string
}

/** GET /v1/profile/account/{name}: the profile of a name, none when it is not registered (`[]`, or 404 without apiVersion 2). */
export const getNameProfile = Effect.fn("DataApi.getNameProfile")(
  function* (params: GetNameProfileParams) {
    const api = yield* ApiClient
    return yield* api
      .json(
        "dataApi",
        {
          method: "GET",
          path: `/v1/profile/account/${encodePathSegment(params.name)}`,
          query: { apiVersion: PROFILE_API_VERSION }
        },
        NameLookupAnswer
      )
      .pipe(
        Effect.map(profileOfLookup),
        Effect.catchIf(
          (error) => error._tag === "ApiStatusError" && error.status === 404,
          () => Effect.succeedNone
        )
      )
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeedNone)(effect)
)

import { Effect, Schema } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { NAME_SUGGESTIONS_ZONE } from "./name-profile.js"
import { whenSupported } from "./supported-chains.js"

export const NameSuggestion = Schema.Struct({ name: Schema.String, registered: Schema.Boolean })
export type NameSuggestion = typeof NameSuggestion.Type

const SuggestionsResponse = Schema.Struct({ suggestions: Schema.Array(NameSuggestion) })

export interface GetNameSuggestionsParams {
  readonly caipNetworkId: CaipNetworkId
  /** What the user typed, without the suffix. */
  readonly name: string
}

const noSuggestions: ReadonlyArray<NameSuggestion> = []

/** GET /v1/profile/suggestions/{name}: names like it in the reown.id zone, and whether each is taken. */
export const getNameSuggestions = Effect.fn("DataApi.getNameSuggestions")(
  function* (params: GetNameSuggestionsParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      {
        method: "GET",
        path: `/v1/profile/suggestions/${encodePathSegment(params.name)}`,
        query: { zone: NAME_SUGGESTIONS_ZONE }
      },
      SuggestionsResponse
    )
    return response.suggestions
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noSuggestions))(effect)
)

import { Effect, Schema } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { whenSupported } from "./supported-chains.js"

export const Identity = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String)
})
export type Identity = typeof Identity.Type

export interface GetIdentityParams {
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  /** The connected address asking, if any. */
  readonly sender?: string | undefined
}

const noIdentity: Identity = { name: null, avatar: null }

/** GET /v1/identity/{address}: the name and avatar of an address. */
export const getIdentity = Effect.fn("DataApi.getIdentity")(
  function* (params: GetIdentityParams) {
    const api = yield* ApiClient
    return yield* api.json(
      "dataApi",
      { method: "GET", path: `/v1/identity/${encodePathSegment(params.address)}`, query: { sender: params.sender } },
      Identity
    )
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noIdentity))(effect)
)

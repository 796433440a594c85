import { Effect, Schema } from "effect"
import { FiniteNumber, NullAsAbsent } from "../../domain/api-values.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { whenSupported } from "./supported-chains.js"

/**
 * A smart session: permissions a dApp holds on a smart account, identified by its `pci`.
 * As the Blockchain API writes it (reown-com/blockchain-api, src/handlers/sessions/list.rs):
 * `url`, `iconUrl`, `context` and `revokedAt` are `null` when there is none.
 */
export const SmartSession = Schema.Struct({
  pci: Schema.String,
  project: Schema.optional(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      url: NullAsAbsent(Schema.String),
      iconUrl: NullAsAbsent(Schema.String)
    })
  ),
  expiry: Schema.optional(FiniteNumber),
  createdAt: Schema.optional(FiniteNumber),
  revokedAt: NullAsAbsent(FiniteNumber),
  permissions: Schema.optional(Schema.Array(Schema.Unknown)),
  policies: Schema.optional(Schema.Array(Schema.Unknown)),
  context: NullAsAbsent(Schema.String),
  /** The key the dApp holds (ERC-7715 signer): its address in `data.id`. */
  signer: Schema.optional(
    Schema.Struct({
      type: Schema.String,
      data: Schema.optional(Schema.Struct({ type: Schema.optional(Schema.String), id: Schema.optional(Schema.String) }))
    })
  )
})
export type SmartSession = typeof SmartSession.Type

const SessionsResponse = Schema.Struct({ pcis: Schema.Array(SmartSession) })

export interface GetSmartSessionsParams {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
}

const noSessions: ReadonlyArray<SmartSession> = []

/** GET /v1/sessions/{address}: the smart sessions of an account. */
export const getSmartSessions = Effect.fn("DataApi.getSmartSessions")(
  function* (params: GetSmartSessionsParams) {
    const api = yield* ApiClient
    const response = yield* api.json(
      "dataApi",
      { method: "GET", path: `/v1/sessions/${encodePathSegment(params.address)}` },
      SessionsResponse
    )
    return response.pcis
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(noSessions))(effect)
)

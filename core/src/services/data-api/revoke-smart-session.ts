import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { ApiClient } from "../http/api-client.js"
import { encodePathSegment } from "../http/api-request.js"
import { whenSupported } from "./supported-chains.js"

export interface RevokeSmartSessionParams {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
  readonly pci: string
  /** The account's signature over the pci. */
  readonly signature: string
}

/** POST /v1/sessions/{address}/revoke; false when the network is not served (nothing sent). */
export const revokeSmartSession = Effect.fn("DataApi.revokeSmartSession")(
  function* (params: RevokeSmartSessionParams) {
    const api = yield* ApiClient
    yield* api.send("dataApi", {
      method: "POST",
      path: `/v1/sessions/${encodePathSegment(params.address)}/revoke`,
      body: { pci: params.pci, signature: params.signature }
    })
    return true
  },
  (effect, params) => whenSupported(params.caipNetworkId, Effect.succeed(false))(effect)
)

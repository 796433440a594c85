import { Effect, Layer } from "effect"
import type { CaipNetworkId } from "../src/domain/caip-network.js"
import { DataApi } from "../src/services/data-api/data-api.js"
import { ApiClient } from "../src/services/http/api-client.js"
import { ApiConfig } from "../src/services/http/api-config.js"
import { scripted, type setUpApiServer } from "./api-server.js"

/**
 * For decoder tests: `answering(method, path, json, call)` serves supported-chains (with
 * `network`) and the endpoint answering `json` at `api`, and runs `call` with a fresh DataApi.
 */
export const dataApiAnswering =
  (server: ReturnType<typeof setUpApiServer>, api: string, network: CaipNetworkId) =>
  <A, E>(
    method: "get" | "post",
    path: string,
    json: unknown,
    call: (service: DataApi["Service"]) => Effect.Effect<A, E>
  ) =>
    Effect.gen(function* () {
      server.use(
        scripted("get", `${api}/v1/supported-chains`, { json: { http: [network], ws: [] } }).handler,
        scripted(method, `${api}${path}`, { json: json as never }).handler
      )
      return yield* DataApi.use(call).pipe(
        Effect.provide(
          DataApi.layer.pipe(
            Layer.provide(ApiClient.layer),
            Layer.provide(ApiConfig.layer({ projectId: "p1", baseUrls: { dataApi: api } }))
          )
        )
      )
    })

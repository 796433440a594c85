// The display currency (the `currency` option): asked of the data API in its prices and balances.
import { Effect, Layer, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { scripted, setUpApiServer } from "../../../test/api-server.js"
import { itEffect } from "../../../test/effect-test.js"
import { GangwayOptions } from "../../config.js"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { mainnet } from "../../domain/networks.js"
import { ApiClient } from "../http/api-client.js"
import { ApiConfig } from "../http/api-config.js"
import { DataApi } from "./data-api.js"

const server = setUpApiServer()
const api = "http://data.test"
const local: CaipNetworkId = "eip155:31337"
const address = "0x1111111111111111111111111111111111111111"

const inEuros = Effect.provide(
  DataApi.layer.pipe(
    Layer.provide(ApiClient.layer),
    Layer.provide(ApiConfig.layer({ projectId: "p1", baseUrls: { dataApi: api }, currency: "EUR" }))
  )
)

const run = <A, E>(endpoint: ReturnType<typeof scripted>, call: (service: DataApi["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    server.use(
      scripted("get", `${api}/v1/supported-chains`, { json: { http: [local], ws: [] } }).handler,
      endpoint.handler
    )
    return yield* DataApi.use(call).pipe(inEuros)
  })

describe("the display currency", () => {
  it("is an ISO 4217 code Intl knows, checked with the options", () => {
    const accepts = (currency: string) =>
      Schema.decodeUnknownExit(GangwayOptions)({ networks: [mainnet], currency })._tag
    expect(accepts("EUR")).toBe("Success")
    expect(accepts("jpy")).toBe("Success")
    expect(accepts("EURO")).toBe("Failure")
    expect(accepts("XYZ")).toBe("Failure")
  })

  itEffect("is asked of the data API for balances and prices, lower case", () =>
    Effect.gen(function* () {
      const balances = scripted("get", `${api}/v1/account/:address/balance`, { json: { balances: [] } })
      yield* run(balances, (d) => d.getBalance({ address, caipNetworkId: local }))
      expect(balances.requests[0]?.query).toMatchObject({ currency: "eur" })
      const prices = scripted("post", `${api}/v1/fungible/price`, { json: { fungibles: [] } })
      yield* run(prices, (d) => d.getTokenPrices({ caipNetworkId: local, addresses: [`${local}:0x22`] }))
      expect(prices.requests[0]?.body).toMatchObject({ currency: "eur" })
    })
  )
})

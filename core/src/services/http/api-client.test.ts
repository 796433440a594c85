import { Effect, Exit, Fiber, Layer, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { driveUntilDone, scripted, setUpApiServer } from "../../../test/api-server.js"
import { itEffect } from "../../../test/effect-test.js"
import { ApiInvalidResponse, ApiStatusError, ApiTimeout, ApiUnreachable, ProjectIdRequired } from "../../errors.js"
import { ApiClient } from "./api-client.js"
import { ApiConfig, type ApiConfigOptions } from "./api-config.js"

const server = setUpApiServer()
const base = "http://api.test"
const Pong = Schema.Struct({ pong: Schema.Number })

const withClient = (options: ApiConfigOptions = { projectId: "p1", baseUrls: { dataApi: base } }) =>
  Effect.provide(ApiClient.layer.pipe(Layer.provide(ApiConfig.layer(options))))

const ping = ApiClient.use((api) => api.json("dataApi", { method: "GET", path: "/v1/ping", query: { a: "1" } }, Pong))

describe("ApiClient", () => {
  itEffect("adds projectId, st and sv, sends no trace headers, decodes the answer", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${base}/v1/ping`, { json: { pong: 1 } })
      server.use(endpoint.handler)
      expect(yield* ping.pipe(withClient())).toEqual({ pong: 1 })
      const [request] = endpoint.requests
      expect(request?.query).toEqual({ projectId: "p1", st: "gangway", sv: "core-1.7.3", a: "1" })
      expect(request?.headers.get("traceparent")).toBeNull()
      expect(request?.headers.get("b3")).toBeNull()
    })
  )

  itEffect("sends a JSON body on POST", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${base}/v1/echo`, { json: { pong: 2 } })
      server.use(endpoint.handler)
      const call = ApiClient.use((api) =>
        api.json("dataApi", { method: "POST", path: "/v1/echo", body: { x: [1] } }, Pong)
      )
      expect(yield* call.pipe(withClient())).toEqual({ pong: 2 })
      expect(endpoint.requests[0]?.body).toEqual({ x: [1] })
      expect(endpoint.requests[0]?.headers.get("content-type")).toBe("application/json")
    })
  )

  for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
    itEffect(`retries ${status}`, () =>
      Effect.gen(function* () {
        const endpoint = scripted("get", `${base}/v1/ping`, { status }, { json: { pong: 3 } })
        server.use(endpoint.handler)
        const fiber = yield* Effect.forkChild(ping.pipe(withClient()))
        yield* driveUntilDone(fiber)
        expect(yield* Fiber.join(fiber)).toEqual({ pong: 3 })
        expect(endpoint.requests).toHaveLength(2)
      })
    )
  }

  itEffect("gives up after 3 retries with the last status", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${base}/v1/ping`, { status: 503 })
      server.use(endpoint.handler)
      const fiber = yield* Effect.forkChild(Effect.exit(ping.pipe(withClient())))
      yield* driveUntilDone(fiber)
      expect(yield* Fiber.join(fiber)).toEqual(
        Exit.fail(new ApiStatusError({ api: "blockchain API", method: "GET", path: "/v1/ping", status: 503 }))
      )
      expect(endpoint.requests).toHaveLength(4)
    })
  )

  for (const status of [400, 401, 404, 422]) {
    itEffect(`does not retry ${status}`, () =>
      Effect.gen(function* () {
        const endpoint = scripted("get", `${base}/v1/ping`, { status })
        server.use(endpoint.handler)
        const exit = yield* Effect.exit(ping.pipe(withClient()))
        expect(exit).toEqual(
          Exit.fail(new ApiStatusError({ api: "blockchain API", method: "GET", path: "/v1/ping", status }))
        )
        expect(endpoint.requests).toHaveLength(1)
      })
    )
  }

  itEffect("times an attempt out at 10 s and retries the time-out", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${base}/v1/ping`, "hang", { json: { pong: 4 } })
      server.use(endpoint.handler)
      const fiber = yield* Effect.forkChild(ping.pipe(withClient()))
      yield* endpoint.arrived(1)
      yield* TestClock.adjust("9999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      yield* TestClock.adjust("150 millis")
      yield* endpoint.arrived(2)
      yield* driveUntilDone(fiber)
      expect(yield* Fiber.join(fiber)).toEqual({ pong: 4 })
    })
  )

  itEffect("fails with ApiTimeout when every attempt times out", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${base}/v1/ping`, "hang")
      server.use(endpoint.handler)
      const fiber = yield* Effect.forkChild(Effect.exit(ping.pipe(withClient())))
      yield* driveUntilDone(fiber, "1 second")
      expect(yield* Fiber.join(fiber)).toEqual(
        Exit.fail(new ApiTimeout({ api: "blockchain API", method: "GET", path: "/v1/ping", timeoutMs: 10_000 }))
      )
      expect(endpoint.requests).toHaveLength(4)
    })
  )

  itEffect("an answer of the wrong shape is a typed ApiInvalidResponse, not retried", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${base}/v1/ping`, { json: { pong: "nope" } })
      server.use(endpoint.handler)
      const error = yield* Effect.flip(ping.pipe(withClient()))
      expect(error).toBeInstanceOf(ApiInvalidResponse)
      expect(error.message).toBe("The blockchain API sent an unexpected answer to GET /v1/ping")
      expect(endpoint.requests).toHaveLength(1)
    })
  )

  itEffect("a body that is not JSON is a typed ApiInvalidResponse", () =>
    Effect.gen(function* () {
      const { http, HttpResponse } = yield* Effect.promise(() => import("msw"))
      server.use(http.get(`${base}/v1/ping`, () => HttpResponse.text("<html>")))
      const error = yield* Effect.flip(ping.pipe(withClient()))
      expect(error._tag).toBe("ApiInvalidResponse")
    })
  )

  itEffect("without a projectId the hosted service is refused before any request", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(ping.pipe(withClient({})))
      expect(error).toEqual(new ProjectIdRequired({ api: "blockchain API" }))
      expect(error.message).toBe("A projectId is required to use the hosted blockchain API")
    })
  )

  itEffect("a self-hosted service works without a projectId", () =>
    Effect.gen(function* () {
      const endpoint = scripted("get", `${base}/v1/ping`, { json: { pong: 5 } })
      server.use(endpoint.handler)
      expect(yield* ping.pipe(withClient({ baseUrls: { dataApi: `${base}/` }, sdkFlavor: "react" }))).toEqual({
        pong: 5
      })
      expect(endpoint.requests[0]?.query).toEqual({ st: "gangway", sv: "react-1.7.3", a: "1" })
    })
  )

  itEffect("an unreachable service is a typed ApiUnreachable after the retries", () =>
    Effect.gen(function* () {
      const { http, HttpResponse } = yield* Effect.promise(() => import("msw"))
      let calls = 0
      server.use(
        http.get(`${base}/v1/ping`, () => {
          calls++
          return HttpResponse.error()
        })
      )
      const fiber = yield* Effect.forkChild(Effect.flip(ping.pipe(withClient())))
      yield* driveUntilDone(fiber)
      expect(yield* Fiber.join(fiber)).toBeInstanceOf(ApiUnreachable)
      expect(calls).toBe(4)
    })
  )

  itEffect("builds image and link URLs with the identity parameters", () =>
    Effect.gen(function* () {
      const url = yield* ApiClient.use((api) => Effect.succeed(api.url("walletDirectory", "/getWalletImage/abc")))
      expect(url).toBe("https://api.web3modal.org/getWalletImage/abc?projectId=p1&st=gangway&sv=core-1.7.3")
    }).pipe(withClient({ projectId: "p1" }))
  )
})

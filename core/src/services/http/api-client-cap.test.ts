import { Effect, Layer, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { streamBody, setUpBodyServer } from "../../../test/http-body-server.js"
import { itEffect } from "../../../test/effect-test.js"
import { API_RESPONSE_MAX_BYTES } from "../../constants.js"
import { ApiResponseTooLarge } from "../../errors.js"
import { ApiClient } from "./api-client.js"
import { ApiConfig } from "./api-config.js"

const MB = 1024 * 1024
const server = setUpBodyServer()
const Pong = Schema.Struct({ pong: Schema.Number })

const ping = Effect.suspend(() =>
  ApiClient.use((api) => api.json("dataApi", { method: "GET", path: "/v1/ping" }, Pong)).pipe(
    Effect.provide(
      ApiClient.layer.pipe(Layer.provide(ApiConfig.layer({ projectId: "p1", baseUrls: { dataApi: server.url() } })))
    )
  )
)

describe("ApiClient: answers of the data API and the directory are capped at 5 MB", () => {
  it("the cap is a named constant of 5 MB", () => {
    expect(API_RESPONSE_MAX_BYTES).toBe(5 * MB)
  })

  itEffect("a 64 MB body without Content-Length is refused soon after 5 MB, typed and not retried", () =>
    Effect.gen(function* () {
      let requests = 0
      let closed: (megabytes: number) => void = () => {}
      const written = new Promise<number>((resolve) => (closed = resolve))
      const body = streamBody('{"pong":1,"pad":"', 64, '"}', {}, (megabytes) => closed(megabytes))
      server.answer((request, response) => {
        requests++
        body(request, response)
      })
      const error = yield* Effect.flip(ping)
      expect(error).toEqual(
        new ApiResponseTooLarge({ api: "blockchain API", method: "GET", path: "/v1/ping", limitBytes: 5 * MB })
      )
      expect(error.message).toBe("The blockchain API sent an answer larger than 5 MB to GET /v1/ping")
      // The connection is dropped right after the cap (socket buffers hold a few MB more), far from 64 MB.
      expect(yield* Effect.promise(() => written)).toBeLessThan(32)
      expect(requests).toBe(1)
    })
  )

  itEffect("a Content-Length above the cap is refused before the body is read", () =>
    Effect.gen(function* () {
      let dropped: () => void = () => {}
      const closed = new Promise<void>((resolve) => (dropped = resolve))
      server.answer((_request, response) => {
        // Says 64 MB, sends a few bytes and never ends: only the header can have refused it.
        response.writeHead(200, { "content-type": "application/json", "content-length": String(64 * MB) })
        response.write('{"pong":1')
        response.on("close", () => dropped())
      })
      const error = yield* Effect.flip(ping)
      expect(error._tag).toBe("ApiResponseTooLarge")
      // And the body is let go: the server sees the connection close.
      yield* Effect.promise(() => closed)
    })
  )

  itEffect("a body just under the cap is read as before", () =>
    Effect.gen(function* () {
      server.answer(streamBody('{"pong":1,"pad":"', 4, '"}', {}))
      expect(yield* ping).toEqual({ pong: 1 })
    })
  )
})

import { Effect, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { driveUntilDone, scripted, setUpApiServer } from "../../../test/api-server.js"
import { itEffect } from "../../../test/effect-test.js"
import { ApiClient } from "../http/api-client.js"
import { ApiConfig } from "../http/api-config.js"
import { Analytics, type AnalyticsOptions } from "./analytics.js"
import type { AnalyticsEvent } from "./events.js"

const server = setUpApiServer()
const pulse = "http://pulse.test"
const directory = "http://directory.test"
const identity = { projectId: "p1", st: "gangway", sv: "react-1.7.3" }
const page = () => ({ url: "https://dapp.test/swap?x=1", domain: "dapp.test" })

const withAnalytics = (options: AnalyticsOptions = { page }) =>
  Effect.provide(
    Analytics.layer(options).pipe(
      Layer.provide(ApiClient.layer),
      Layer.provide(
        ApiConfig.layer({
          projectId: "p1",
          sdkFlavor: "react",
          baseUrls: { analytics: pulse, walletDirectory: directory }
        })
      )
    )
  )

const analyticsConfig = (isAnalyticsEnabled: boolean) =>
  scripted("get", `${directory}/getAnalyticsConfig`, { json: { isAnalyticsEnabled } })

const connected: AnalyticsEvent = { event: "CONNECT_SUCCESS", properties: { method: "qrcode", name: "Test Wallet" } }

describe("Analytics", () => {
  itEffect("POSTs /e with projectId, st, sv and the event in props, with the address", () =>
    Effect.gen(function* () {
      const config = analyticsConfig(true)
      const endpoint = scripted("post", `${pulse}/e`, { json: {} })
      server.use(config.handler, endpoint.handler)
      yield* TestClock.adjust("1234 millis")
      const outcome = yield* Analytics.use((a) => a.send(connected, { address: "0xabc" })).pipe(withAnalytics())
      expect(outcome).toBe("sent")
      const [request] = endpoint.requests
      expect(request?.query).toEqual(identity)
      expect(request?.body).toEqual({
        eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        url: "https://dapp.test/swap?x=1",
        domain: "dapp.test",
        timestamp: 1234,
        props: {
          type: "track",
          event: "CONNECT_SUCCESS",
          properties: { method: "qrcode", name: "Test Wallet" },
          address: "0xabc"
        }
      })
      expect(config.requests[0]?.query).toEqual(identity)
    })
  )

  itEffect("sends each of the nine events; the project's config is asked once", () =>
    Effect.gen(function* () {
      const config = analyticsConfig(true)
      const endpoint = scripted("post", `${pulse}/e`, { json: {} })
      server.use(config.handler, endpoint.handler)
      const send = { isSmartAccount: false, network: "eip155:1", token: "ETH", amount: 0.5 }
      const events: ReadonlyArray<AnalyticsEvent> = [
        connected,
        { event: "SET_PREFERRED_ACCOUNT_TYPE", properties: { accountType: "smartAccount", network: "eip155:1" } },
        { event: "SEND_INITIATED", properties: send },
        { event: "SEND_SUCCESS", properties: send },
        { event: "SEND_ERROR", properties: { ...send, message: "rejected" } },
        { event: "SWITCH_NETWORK", properties: { network: "eip155:42161" } },
        { event: "SEARCH_WALLET", properties: { badge: "certified", search: "met" } },
        { event: "DISCONNECT_SUCCESS" },
        { event: "DISCONNECT_ERROR" }
      ]
      const outcomes = yield* Analytics.use((a) => Effect.forEach(events, (event) => a.send(event))).pipe(
        withAnalytics()
      )
      expect(outcomes).toEqual(events.map(() => "sent"))
      expect(endpoint.requests.map((r) => (r.body as { props: { event: string } }).props.event)).toEqual(
        events.map((e) => e.event)
      )
      expect(config.requests).toHaveLength(1)
    })
  )

  itEffect("MODAL_CREATED is never sent", () =>
    Effect.gen(function* () {
      server.use(analyticsConfig(true).handler) // a POST /e would be unhandled and fail the test
      // @ts-expect-error MODAL_CREATED is not an event Gangway can report
      const modalCreated: AnalyticsEvent = { event: "MODAL_CREATED", properties: {} }
      const outcome = yield* Analytics.use((a) => a.send(modalCreated)).pipe(withAnalytics())
      expect(outcome).toBe("dropped")
    })
  )

  itEffect("off when the project's configuration says so", () =>
    Effect.gen(function* () {
      server.use(analyticsConfig(false).handler)
      expect(yield* Analytics.use((a) => a.send(connected)).pipe(withAnalytics())).toBe("disabled")
    })
  )

  itEffect("off when the configuration cannot be read", () =>
    Effect.gen(function* () {
      server.use(scripted("get", `${directory}/getAnalyticsConfig`, { status: 404 }).handler)
      expect(yield* Analytics.use((a) => a.send(connected)).pipe(withAnalytics())).toBe("disabled")
    })
  )

  itEffect("off when the dApp disables it: nothing is asked or sent", () =>
    Effect.gen(function* () {
      expect(yield* Analytics.use((a) => a.send(connected)).pipe(withAnalytics({ enabled: false, page }))).toBe(
        "disabled"
      )
    })
  )

  itEffect("a 403 reports 'Invalid App Configuration' once and stops sending", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${pulse}/e`, { status: 403 })
      server.use(analyticsConfig(true).handler, endpoint.handler)
      const [first, second, error] = yield* Analytics.use((a) =>
        Effect.gen(function* () {
          const fiber = yield* Effect.forkChild(a.send(connected))
          yield* driveUntilDone(fiber)
          const first = yield* Fiber.join(fiber)
          const second = yield* a.send(connected)
          return [first, second, yield* a.configError] as const
        })
      ).pipe(withAnalytics())
      expect(first).toBe("failed")
      expect(second).toBe("disabled")
      expect(error.message).toBe("Invalid App Configuration")
      expect(endpoint.requests).toHaveLength(4) // 403 is retried by the policy before it counts
    })
  )

  itEffect("a failure never fails the caller", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${pulse}/e`, { status: 400 })
      server.use(analyticsConfig(true).handler, endpoint.handler)
      expect(yield* Analytics.use((a) => a.send(connected)).pipe(withAnalytics())).toBe("failed")
    })
  )

  itEffect("track returns at once and reports in the background", () =>
    Effect.gen(function* () {
      const endpoint = scripted("post", `${pulse}/e`, "hang")
      server.use(analyticsConfig(true).handler, endpoint.handler)
      yield* Analytics.use((a) =>
        Effect.gen(function* () {
          yield* a.track(connected)
          yield* endpoint.arrived(1)
        })
      ).pipe(withAnalytics())
      expect(endpoint.requests).toHaveLength(1)
    })
  )
})

import { Context, Deferred, Effect, Layer, Option, Ref, Schema } from "effect"
import { InvalidAppConfiguration } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"
import { getAnalyticsConfig } from "../wallet-directory/get-analytics-config.js"
import { randomEventId } from "./event-id.js"
import { AnalyticsEvent } from "./events.js"
import { currentPage, type PageInfo } from "./page.js"

export interface AnalyticsOptions {
  /** `false` turns analytics off whatever the project's configuration says. Defaults to on. */
  readonly enabled?: boolean | undefined
  /** Defaults to the browser's location. */
  readonly page?: (() => PageInfo) | undefined
}

export interface TrackContext {
  /** The connected address, sent with the event. */
  readonly address?: string | undefined
}

/**
 * What became of an event: `sent`; `disabled` (off by configuration, or stopped after a
 * 403); `dropped` (not one of the tracked events); `failed` (the service did not take it).
 */
export type AnalyticsOutcome = "sent" | "disabled" | "dropped" | "failed"

export interface AnalyticsShape {
  /** Reports an event in the background; never fails, never waits. */
  readonly track: (event: AnalyticsEvent, context?: TrackContext) => Effect.Effect<void>
  /**
   * Hears every tracked event in this page, whether or not analytics sends it
   * (the dApp's own event feed). Returns the function that stops listening.
   */
  readonly listen: (listener: (event: AnalyticsEvent, context: TrackContext) => void) => () => void
  /** Reports an event and waits for the outcome; never fails. */
  readonly send: (event: AnalyticsEvent, context?: TrackContext) => Effect.Effect<AnalyticsOutcome>
  /**
   * Completes, once per client, when the analytics service refused the project (403):
   * 'Invalid App Configuration'. Analytics stops sending from then on.
   */
  readonly configError: Effect.Effect<InvalidAppConfiguration>
}

const decodeEvent = Schema.decodeUnknownOption(AnalyticsEvent)

/** Usage events (SPEC §7): POST {analytics}/e. */
export class Analytics extends Context.Service<Analytics, AnalyticsShape>()(
  "@gangway/core/services/analytics/Analytics"
) {
  static readonly layer = (options: AnalyticsOptions = {}): Layer.Layer<Analytics, never, ApiClient> =>
    Layer.effect(
      Analytics,
      Effect.gen(function* () {
        const api = yield* ApiClient
        const scope = yield* Effect.scope
        const refused = yield* Deferred.make<InvalidAppConfiguration>()
        const stopped = yield* Ref.make(false)
        const page = options.page ?? currentPage
        const projectAllows = yield* Effect.cached(
          getAnalyticsConfig().pipe(
            Effect.map((config) => config.isAnalyticsEnabled),
            Effect.orElseSucceed(() => false),
            Effect.provideService(ApiClient, api)
          )
        )

        const isOn = Effect.gen(function* () {
          if (options.enabled === false || (yield* Ref.get(stopped))) return false
          return yield* projectAllows
        })

        const post = Effect.fn("Analytics.post")(function* (event: AnalyticsEvent, context: TrackContext) {
          const { url, domain } = page()
          return yield* api.send("analytics", {
            method: "POST",
            path: "/e",
            body: {
              eventId: randomEventId(),
              url,
              domain,
              timestamp: yield* Effect.clockWith((clock) => clock.currentTimeMillis),
              props: { type: "track", ...event, address: context.address }
            }
          })
        })

        const onRefused = Effect.gen(function* () {
          yield* Ref.set(stopped, true)
          yield* Deferred.succeed(
            refused,
            new InvalidAppConfiguration({ details: "the analytics service answered 403" })
          )
        })

        const send = Effect.fn("Analytics.send")(function* (input: AnalyticsEvent, context: TrackContext = {}) {
          const event = decodeEvent(input)
          if (Option.isNone(event)) return "dropped" as const
          if (!(yield* isOn)) return "disabled" as const
          return yield* post(event.value, context).pipe(
            Effect.as<AnalyticsOutcome>("sent"),
            Effect.catch((error) =>
              error._tag === "ApiStatusError" && error.status === 403
                ? Effect.as(onRefused, "failed" as const)
                : Effect.succeed("failed" as const)
            )
          )
        })

        const listeners = new Set<(event: AnalyticsEvent, context: TrackContext) => void>()
        const notify = (event: AnalyticsEvent, context: TrackContext) =>
          Effect.sync(() => {
            for (const listener of listeners) listener(event, context)
          })

        const track = (event: AnalyticsEvent, context: TrackContext = {}) =>
          Effect.andThen(notify(event, context), Effect.asVoid(Effect.forkIn(send(event, context), scope)))

        const listen = (listener: (event: AnalyticsEvent, context: TrackContext) => void) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        }
        yield* Effect.addFinalizer(() => Effect.sync(() => listeners.clear()))

        return { send, track, listen, configError: Deferred.await(refused) }
      })
    )
}

import { Context, Effect, Layer, Option, Ref, Schema, Semaphore } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import type { ApiError } from "../../errors.js"
import { ApiClient } from "../http/api-client.js"

export const SupportedChainsResponse = Schema.Struct({
  http: Schema.Array(Schema.String),
  ws: Schema.Array(Schema.String)
})
export type SupportedChainsResponse = typeof SupportedChainsResponse.Type

/**
 * The networks the blockchain-data API serves (GET /v1/supported-chains), fetched on
 * first use and kept for the life of the client. A failed fetch is not kept: the next
 * call tries again.
 */
export class SupportedChains extends Context.Service<
  SupportedChains,
  {
    readonly get: Effect.Effect<SupportedChainsResponse, ApiError>
    readonly isSupported: (caipNetworkId: CaipNetworkId) => Effect.Effect<boolean, ApiError>
  }
>()("@gangway/core/services/data-api/SupportedChains") {
  static readonly layer: Layer.Layer<SupportedChains, never, ApiClient> = Layer.effect(
    SupportedChains,
    Effect.gen(function* () {
      const api = yield* ApiClient
      const cache = yield* Ref.make(Option.none<SupportedChainsResponse>())
      const lock = yield* Semaphore.make(1)
      const fetch = api.json("dataApi", { method: "GET", path: "/v1/supported-chains" }, SupportedChainsResponse)
      const get = lock.withPermits(1)(
        Effect.gen(function* () {
          const cached = yield* Ref.get(cache)
          if (Option.isSome(cached)) return cached.value
          const chains = yield* fetch
          yield* Ref.set(cache, Option.some(chains))
          return chains
        })
      )
      const isSupported = Effect.fn("SupportedChains.isSupported")(function* (caipNetworkId: CaipNetworkId) {
        const chains = yield* get
        return chains.http.includes(caipNetworkId)
      })
      return { get, isSupported }
    })
  )
}

/** Runs `effect` when `caipNetworkId` is served by the data API, otherwise `otherwise` (no request). */
export const whenSupported =
  <B, E2 = never>(caipNetworkId: CaipNetworkId, otherwise: Effect.Effect<B, E2>) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A | B, E | E2 | ApiError, R | SupportedChains> =>
    SupportedChains.use((chains) => chains.isSupported(caipNetworkId)).pipe(
      Effect.flatMap((supported): Effect.Effect<A | B, E | E2, R> => (supported ? effect : otherwise))
    )

import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect, Exit } from "effect"
import type { ClientRuntime } from "../client-runtime.js"
import type { OnrampQuote } from "../../services/data-api/get-onramp-quote.js"
import { OnrampDisabled } from "./errors.js"
import type { OnrampOffer } from "./offers.js"
import {
  onrampOffer,
  onrampOffered,
  quoteOnramp,
  startPurchase,
  watchPurchase,
  type OnrampPurchase,
  type PurchaseOutcome,
  type StartPurchaseOptions
} from "./onramp.js"
import type { OnrampOrder } from "./order.js"
import { followReturnedOrder, type ReturnedOrder } from "./returned-order.js"

/** Buying crypto through a client, as promises; every call rejects with a typed error. */
export interface GangwayOnramp {
  /** What can be bought and paid with on the active network (`fallback`: the built-in options). */
  readonly offer: () => Promise<OnrampOffer>
  /** The offer when something can be bought on the active network; rejects with `OnrampNetworkUnsupported` otherwise. */
  readonly offered: () => Promise<OnrampOffer>
  /** The order checked against the limits and quoted (`mock: true`: an estimate, the API gave none). */
  readonly quote: (offer: OnrampOffer, order: OnrampOrder) => Promise<OnrampQuote>
  /** The provider's page for the order, and what the watch compares against. */
  readonly start: (offer: OnrampOffer, order: OnrampOrder, options?: StartPurchaseOptions) => Promise<OnrampPurchase>
  /** Resolves once the purchase lands or fails; `cancelled` when `signal` aborts first. */
  readonly watch: (
    purchase: OnrampPurchase,
    options?: { readonly signal?: AbortSignal | undefined }
  ) => Promise<PurchaseOutcome | { readonly status: "cancelled" }>
  /** The order the provider's page returned with (`?onramp=…&orderId=…`), followed while it is pending; `cancelled` when `signal` aborts first. */
  readonly returned: (
    orderId: string,
    options?: { readonly signal?: AbortSignal | undefined }
  ) => Promise<ReturnedOrder | { readonly status: "cancelled" }>
}

/** The onramp of `client`; every call rejects with `OnrampDisabled` when the dApp set `features.onramp: false`. */
/** The services the onramp's effects use. */
type OnrampServices = Effect.Services<
  ReturnType<
    | typeof onrampOffer
    | typeof onrampOffered
    | typeof quoteOnramp
    | typeof startPurchase
    | typeof watchPurchase
    | typeof followReturnedOrder
  >
>

export const onrampOf = (
  client: ClientRuntime<OnrampServices> & { readonly features: { readonly onramp: boolean } }
): GangwayOnramp => {
  const run = <A, E>(effect: Effect.Effect<A, E, OnrampServices>) =>
    client.runtime.runPromise<A, E | OnrampDisabled>(
      client.features.onramp ? effect : Effect.fail(new OnrampDisabled())
    )
  return {
    offer: () => run(onrampOffer()),
    offered: () => run(onrampOffered()),
    quote: (offer, order) => run(quoteOnramp(offer, order)),
    start: (offer, order, options) => run(startPurchase(offer, order, options)),
    watch: async (purchase, options = {}) => {
      if (!client.features.onramp) throw new OnrampDisabled()
      const exit = await client.runtime.runPromiseExit(watchPurchase(purchase), { signal: options.signal })
      if (Exit.isSuccess(exit)) return exit.value
      if (options.signal?.aborted) return { status: "cancelled" }
      return client.runtime.runPromise(Effect.failCause(exit.cause))
    },
    returned: async (orderId, options = {}) => {
      if (!client.features.onramp) throw new OnrampDisabled()
      const exit = await client.runtime.runPromiseExit(followReturnedOrder(orderId), { signal: options.signal })
      if (Exit.isSuccess(exit)) return exit.value
      if (options.signal?.aborted) return { status: "cancelled" }
      return client.runtime.runPromise(Effect.failCause(exit.cause))
    }
  }
}

import { Effect, Option, Schema } from "effect"
import { FALLBACK_POLLING_MS } from "../../constants.js"
import { formatQuantity } from "../../domain/format.js"
import { activeTarget } from "../active-target.js"
import { Chains } from "../chain.js"
import { onrampOrders } from "./onramp.js"

/**
 * The provider's page sends the buyer back to the page the purchase started on (its
 * `redirectUrl`, the dApp's own) with `?onramp=completed|failed|cancelled&orderId=…`.
 * The query is the visitor's address bar: read with a schema, anything else is no return.
 */
const ReturnQuery = Schema.Struct({
  onramp: Schema.Literals(["completed", "failed", "cancelled"]),
  orderId: Schema.optional(Schema.NonEmptyString)
})

export type OnrampReturn = typeof ReturnQuery.Type

/** The provider's return in a page's query (`location.search`), or none. */
export const readOnrampReturn = (search: string): OnrampReturn | undefined => {
  const query = new URLSearchParams(search)
  const fields = {
    onramp: query.get("onramp") ?? undefined,
    ...(query.has("orderId") ? { orderId: query.get("orderId") } : {})
  }
  return Option.getOrUndefined(Schema.decodeUnknownOption(ReturnQuery)(fields))
}

/** A returned order as the provider's history lists it: its status and what it delivers. */
export type ReturnedOrder =
  | {
      readonly status: "completed" | "pending" | "failed"
      readonly orderId: string /** e.g. `48.75 USDC`. */
      readonly amount: string | undefined
    }
  | { readonly status: "unknown"; readonly orderId: string }

const lookUp = (orderId: string) =>
  Effect.gen(function* () {
    const target = yield* activeTarget(yield* Chains)
    const order = (yield* onrampOrders(target)).find((entry) => entry.id === orderId)
    if (order === undefined) return { status: "unknown", orderId } satisfies ReturnedOrder
    const delivered = order.transfers.find((transfer) => transfer.direction === "in") ?? order.transfers[0]
    const symbol = delivered?.fungible_info?.symbol
    // Written as the rest of the modal writes quantities (at most 3 decimals): "48.75 USDC", not "48.750000 USDC".
    const quantity = delivered === undefined ? undefined : formatQuantity(delivered.quantity.numeric)
    const amount = quantity === undefined ? undefined : symbol === undefined ? quantity : `${quantity} ${symbol}`
    const status = order.metadata.status === "confirmed" ? "completed" : order.metadata.status
    return { status, orderId, amount } satisfies ReturnedOrder
  })

/**
 * The order the provider sent the buyer back with, from the provider's history for the active
 * account: looked up at once and, while the provider still processes it, every 4 s (SPEC §9's
 * fallback) until it completes or fails. Not listed for this account: `unknown`. Interrupt to stop.
 */
export const followReturnedOrder = Effect.fn("Onramp.returned")(function* (orderId: string) {
  for (;;) {
    const order = yield* lookUp(orderId)
    if (order.status !== "pending") return order
    yield* Effect.sleep(FALLBACK_POLLING_MS)
  }
})

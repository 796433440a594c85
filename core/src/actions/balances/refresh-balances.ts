import { Effect } from "effect"
import { Balances } from "../../controllers/balances.js"

export type RefreshBalancesParameters = Parameters<Balances["Service"]["refresh"]>
export type RefreshBalancesReturnType = Effect.Success<ReturnType<Balances["Service"]["refresh"]>>
export type RefreshBalancesErrorType = Effect.Error<ReturnType<Balances["Service"]["refresh"]>>

/** Native and token balances of the active account (cached 30 s; no retry for 30 s after a failure). */
export const refreshBalances = Effect.fn("Balances.refresh")(function* (...parameters: RefreshBalancesParameters) {
  const balances = yield* Balances
  return yield* balances.refresh(...parameters)
})

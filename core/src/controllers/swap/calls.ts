import { Effect } from "effect"
import type { PreparedCall } from "../../adapters/adapter.js"
import type { ApproveTransaction } from "../../services/data-api/build-approve-transaction.js"
import { plainCallAddress } from "../../services/data-api/build-call-account.js"
import type { SwapTransaction } from "../../services/data-api/build-swap-transaction.js"
import type { ActiveTarget } from "../active-target.js"
import type { SwappingAdapter } from "./context.js"
import type { SwapAsset } from "./tokens.js"

/**
 * The approval of the token the swap pays. It goes to that token's contract (the real server
 * echoes it as the answer's `from`, where AppKit sends it; the answer's `to` names the token
 * the server asked 1inch about, taken from its `to` parameter).
 */
export const approvalCall = (target: ActiveTarget, paid: SwapAsset, approve: ApproveTransaction): PreparedCall => ({
  network: target.network,
  from: target.address,
  to: plainCallAddress(paid.address),
  data: approve.data,
  value: BigInt(approve.value)
})

/** The swap to the router; the coin paid is its value (the answer's `amount` is what it pays out). */
export const swapCall = (
  target: ActiveTarget,
  paid: SwapAsset,
  units: bigint,
  built: SwapTransaction
): PreparedCall => ({
  network: target.network,
  from: target.address,
  to: plainCallAddress(built.to),
  data: built.data,
  value: paid.native ? units : 0n
})

/** The call with its gas limit: the service's when it set one, else the chain's estimate now. */
export const withGas = (adapter: SwappingAdapter, call: PreparedCall, given: string | undefined) =>
  given === undefined
    ? adapter.preparedCalls.estimateGas(call).pipe(Effect.map((gas): PreparedCall => ({ ...call, gas })))
    : Effect.succeed<PreparedCall>({ ...call, gas: BigInt(given) })

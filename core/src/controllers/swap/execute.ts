import { Clock, Effect } from "effect"
import type { PreparedCall } from "../../adapters/adapter.js"
import { formatAmount } from "../../domain/amount.js"
import type { Transaction } from "../../domain/transaction.js"
import { InsufficientGas, NoConnectionClient } from "../../errors.js"
import { hasInsufficientGas } from "../../policy/insufficient-gas.js"
import { DataApi } from "../../services/data-api/data-api.js"
import type { ActiveTarget } from "../active-target.js"
import { Balances } from "../balances.js"
import { Connection } from "../connection.js"
import { History } from "../history.js"
import { Outcomes } from "../outcomes.js"
import { approvalCall, swapCall, withGas } from "./calls.js"
import { loadAssets, swapTarget, type SwappingAdapter } from "./context.js"
import { SwapBalanceTooLow, SwapReverted, SwapSlippageExceeded } from "./errors.js"
import { approvalNeeded, quotedOutput, swapGasPrice, type SwapPreview } from "./preview.js"
import { findAsset } from "./tokens.js"

/** Where a swap is: approving the router, the swap sent, waiting for it, done. */
export type SwapPhase = "approving" | "swapping" | "confirming" | "done"

export interface SwapResult {
  readonly hash: string
  /** The approval's transaction, when one was needed. */
  readonly approvalHash: string | undefined
}

export interface SwapRunOptions {
  readonly onPhase?: ((phase: SwapPhase) => void) | undefined
}

const pendingEntry = (preview: SwapPreview, hash: string, now: number): Transaction => ({
  id: hash,
  metadata: {
    operationType: "trade",
    hash,
    minedAt: new Date(now).toISOString(),
    sentFrom: preview.address,
    sentTo: preview.address,
    status: "pending",
    chain: preview.network.caipNetworkId
  },
  transfers: [
    {
      fungible_info: { name: preview.from.name, symbol: preview.from.symbol },
      direction: "out",
      quantity: { numeric: preview.fromAmount }
    },
    {
      fungible_info: { name: preview.to.name, symbol: preview.to.symbol },
      direction: "in",
      quantity: { numeric: preview.toAmount }
    }
  ]
})

/** The pool now pays less than the preview's minimum: the price moved beyond the slippage. */
const checkPrice = (target: ActiveTarget, preview: SwapPreview, gasPrice: bigint) =>
  Effect.gen(function* () {
    const now = yield* quotedOutput(target, preview.from, preview.to, preview.fromUnits, gasPrice)
    if (now >= preview.minimumReceivedUnits) return true
    return yield* new SwapSlippageExceeded({
      symbol: preview.to.symbol,
      minimum: preview.minimumReceived,
      now: formatAmount(now, preview.to.decimals),
      slippage: preview.slippage
    })
  })

const sendCall = (adapter: SwappingAdapter, target: ActiveTarget, call: PreparedCall) =>
  Effect.gen(function* () {
    const connection = yield* Connection
    const session = connection.session(target.network.chainNamespace)
    if (session === undefined) return yield* new NoConnectionClient()
    return yield* adapter.preparedCalls.send(session, call)
  })

/**
 * Runs the previewed swap through the connected wallet: the balance and gas checked again,
 * the approval first when the router may not spend enough, the price checked against the
 * preview's minimum (nothing is sent when it moved too far), the swap sent and confirmed,
 * then balances and history refreshed.
 */
export const runSwap = Effect.fn("Swap.run")(function* (preview: SwapPreview, options: SwapRunOptions = {}) {
  const dataApi = yield* DataApi
  const balances = yield* Balances
  const history = yield* History
  const outcomes = yield* Outcomes
  const { target, adapter, accountType } = yield* swapTarget()
  const phase = (next: SwapPhase) => Effect.sync(() => options.onPhase?.(next))
  const caipNetworkId = target.network.caipNetworkId

  const assets = yield* loadAssets(target, adapter, true)
  const from = yield* findAsset(assets, preview.from.address, target.network)
  if (from.balance < preview.fromUnits) {
    return yield* new SwapBalanceTooLow({
      symbol: from.symbol,
      needed: preview.fromAmount,
      available: formatAmount(from.balance, from.decimals)
    })
  }
  const nativeBalance = assets.find((asset) => asset.native)?.balance ?? 0n
  const spentNative = from.native ? preview.fromUnits : 0n
  const gasPrice = yield* swapGasPrice(target.network)
  const afterPayment = nativeBalance > spentNative ? nativeBalance - spentNative : 0n
  if (hasInsufficientGas({ accountType, nativeBalance: afterPayment, gasCost: preview.gas * gasPrice })) {
    return yield* new InsufficientGas({ symbol: target.network.nativeCurrency.symbol })
  }

  let approvalHash: string | undefined
  if (yield* approvalNeeded(target, from, preview.fromUnits)) {
    yield* phase("approving")
    const approve = yield* dataApi.buildApproveTransaction({
      caipNetworkId,
      userAddress: target.caipAddress,
      from: from.address,
      to: preview.to.address
    })
    approvalHash = yield* sendCall(
      adapter,
      target,
      yield* withGas(adapter, approvalCall(target, from, approve), undefined)
    )
    yield* adapter.transfer.confirm(target.network, approvalHash)
  }

  yield* checkPrice(target, preview, gasPrice)
  yield* phase("swapping")
  const built = yield* dataApi.buildSwapTransaction({
    caipNetworkId,
    amount: preview.fromUnits.toString(),
    slippage: preview.slippage,
    from: from.address,
    to: preview.to.address,
    userAddress: target.caipAddress,
    disableEstimate: false
  })
  const hash = yield* sendCall(
    adapter,
    target,
    yield* withGas(adapter, swapCall(target, from, preview.fromUnits, built), built.eip155?.gas)
  )
  yield* outcomes.report({ _tag: "SwapSubmitted" })
  yield* history.addPending(pendingEntry(preview, hash, yield* Clock.currentTimeMillis))
  yield* phase("confirming")
  yield* adapter.transfer.confirm(target.network, hash).pipe(
    Effect.ensuring(history.settle(hash)),
    // Reverted on chain: the price moved between sending and mining, or another failure.
    Effect.catchTag("ChainError", (error) =>
      Effect.gen(function* () {
        if (error.reason !== "ExecutionReverted") return yield* error
        yield* checkPrice(target, preview, gasPrice)
        return yield* new SwapReverted({ hash })
      })
    )
  )

  yield* balances.refresh({ force: true, forceUpdate: preview.to.address }).pipe(Effect.ignore)
  if (history.store.get().status !== "idle") yield* history.fetch().pipe(Effect.ignore)
  yield* phase("done")
  return { hash, approvalHash } satisfies SwapResult
})

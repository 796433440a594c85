import { Effect, Result } from "effect"
import { SWAP_SLIPPAGE_PERCENT } from "../../constants.js"
import { amountProblemText, formatAmount, parseAmount } from "../../domain/amount.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { InvalidInput } from "../../errors.js"
import { hasInsufficientGas } from "../../policy/insufficient-gas.js"
import { DataApi } from "../../services/data-api/data-api.js"
import type { ActiveTarget } from "../active-target.js"
import { approvalCall, swapCall, withGas } from "./calls.js"
import { loadAssets, nativeUsd, swapTarget } from "./context.js"
import { SwapPairUnsupported } from "./errors.js"
import { minimumReceived, priceImpact, swapRate } from "./figures.js"
import { findAsset, type SwapAsset } from "./tokens.js"

/** What a person asks: pay `amount` of `from` for `to` (symbols or addresses of the swap list). */
export interface SwapRequest {
  readonly from: string
  readonly to: string
  /** Decimal text in `from`'s units, e.g. "1.5". */
  readonly amount: string
  /** Percent; the shared `SWAP_SLIPPAGE_PERCENT` when absent. */
  readonly slippage?: number | undefined
}

/** A quoted swap with everything the preview shows. */
export interface SwapPreview {
  readonly network: CaipNetwork
  /** The paying account. */
  readonly address: string
  readonly from: SwapAsset
  readonly to: SwapAsset
  readonly fromUnits: bigint
  readonly toUnits: bigint
  readonly fromAmount: string
  readonly toAmount: string
  /** `to` per one `from`. */
  readonly rate: string
  /** Percent below market value (fee and price move); none without prices. */
  readonly priceImpact: number | undefined
  readonly slippage: number
  readonly minimumReceivedUnits: bigint
  readonly minimumReceived: string
  /** The approval sent first (the router may not spend enough `from` yet), with its gas as the chain estimates it. */
  readonly approval: { readonly gas: bigint } | undefined
  /** The swap's gas limit: the server's, or the chain's estimate where the server set none. */
  readonly gas: bigint
  readonly gasPrice: bigint
  /** Network fee of the approval and the swap, in the coin's smallest units. */
  readonly fee: bigint
  readonly feeAmount: string
  readonly feeInUsd: number | undefined
  readonly insufficientBalance: boolean
  readonly insufficientGas: boolean
}

const validSlippage = (slippage: number) =>
  Number.isFinite(slippage) && slippage >= 0 && slippage < 100
    ? Effect.succeed(slippage)
    : Effect.fail(new InvalidInput({ field: "slippage", reason: "a percentage from 0 up to 100" }))

/** The amount in `asset`'s smallest units; above zero. */
const unitsOf = (asset: SwapAsset, amount: string) => {
  const parsed = parseAmount(amount, asset.decimals)
  if (Result.isFailure(parsed))
    return Effect.fail(new InvalidInput({ field: "amount", reason: amountProblemText[parsed.failure] }))
  return parsed.success > 0n
    ? Effect.succeed(parsed.success)
    : Effect.fail(new InvalidInput({ field: "amount", reason: "must be above zero" }))
}

/** The quote's output for `units` of `from` (the pool's answer now), or the pair has none. */
export const quotedOutput = Effect.fn("Swap.quote")(function* (
  target: ActiveTarget,
  from: SwapAsset,
  to: SwapAsset,
  units: bigint,
  gasPrice: bigint
) {
  const dataApi = yield* DataApi
  const quotes = yield* dataApi
    .getSwapQuotes({
      caipNetworkId: target.network.caipNetworkId,
      amount: units.toString(),
      userAddress: target.caipAddress,
      from: from.address,
      to: to.address,
      gasPrice: gasPrice.toString()
    })
    .pipe(
      Effect.catchTag("ApiStatusError", (error) => (error.status === 400 ? Effect.succeed([]) : Effect.fail(error)))
    )
  const quote = quotes[0]
  if (quote === undefined) return yield* new SwapPairUnsupported({ from: from.symbol, to: to.symbol })
  return BigInt(quote.toAmount)
})

/** Whether the router may already spend `units` of `from` for the account (the coin needs no approval). */
export const approvalNeeded = Effect.fn("Swap.allowance")(function* (
  target: ActiveTarget,
  from: SwapAsset,
  units: bigint
) {
  if (from.native) return false
  const dataApi = yield* DataApi
  const allowance = yield* dataApi.getSwapAllowance({
    caipNetworkId: target.network.caipNetworkId,
    tokenAddress: from.address,
    userAddress: target.caipAddress
  })
  return BigInt(allowance) < units
})

/** The gas price of the network (SPEC §7 convert gas price): 'Network not supported for Gas Price' where none. */
export const swapGasPrice = Effect.fn("Swap.gasPrice")(function* (network: CaipNetwork) {
  const dataApi = yield* DataApi
  const prices = yield* dataApi.getGasPrice({ caipNetworkId: network.caipNetworkId })
  return BigInt(prices.standard)
})

/** Quotes the swap and prices it: rate, impact, minimum received, approval, fee, balance and gas states. */
export const previewSwap = Effect.fn("Swap.preview")(function* (request: SwapRequest) {
  const dataApi = yield* DataApi
  const { target, adapter, accountType } = yield* swapTarget()
  const slippage = yield* validSlippage(request.slippage ?? SWAP_SLIPPAGE_PERCENT)
  const assets = yield* loadAssets(target, adapter)
  const from = yield* findAsset(assets, request.from, target.network)
  const to = yield* findAsset(assets, request.to, target.network)
  if (from.address === to.address)
    return yield* new InvalidInput({ field: "to", reason: "choose a different token than the one paid" })
  const fromUnits = yield* unitsOf(from, request.amount)
  const gasPrice = yield* swapGasPrice(target.network)
  const [toUnits, needsApproval] = yield* Effect.all(
    [quotedOutput(target, from, to, fromUnits, gasPrice), approvalNeeded(target, from, fromUnits)],
    {
      concurrency: "unbounded"
    }
  )
  const insufficientBalance = from.balance < fromUnits
  const caipNetworkId = target.network.caipNetworkId
  // The server sets no approval gas: the chain estimates it.
  const approval = needsApproval
    ? yield* dataApi
        .buildApproveTransaction({ caipNetworkId, userAddress: target.caipAddress, from: from.address, to: to.address })
        .pipe(Effect.flatMap((approve) => withGas(adapter, approvalCall(target, from, approve), undefined)))
    : undefined
  // The swap cannot be estimated before its approval is mined, nor beyond the balance.
  const built = yield* dataApi.buildSwapTransaction({
    caipNetworkId,
    amount: fromUnits.toString(),
    slippage,
    from: from.address,
    to: to.address,
    userAddress: target.caipAddress,
    disableEstimate: needsApproval || insufficientBalance
  })
  const gas = (yield* withGas(adapter, swapCall(target, from, fromUnits, built), built.eip155?.gas)).gas ?? 0n
  const approvalGas = approval?.gas ?? 0n
  const fee = (gas + approvalGas) * gasPrice
  const nativeBalance = assets.find((asset) => asset.native)?.balance ?? 0n
  const spentNative = from.native ? fromUnits : 0n
  const minimum = minimumReceived(toUnits, slippage)
  return {
    network: target.network,
    address: target.address,
    from,
    to,
    fromUnits,
    toUnits,
    fromAmount: formatAmount(fromUnits, from.decimals),
    toAmount: formatAmount(toUnits, to.decimals),
    rate: swapRate(fromUnits, from.decimals, toUnits, to.decimals),
    priceImpact: priceImpact(
      { units: fromUnits, decimals: from.decimals, price: from.price },
      { units: toUnits, decimals: to.decimals, price: to.price }
    ),
    slippage,
    minimumReceivedUnits: minimum,
    minimumReceived: formatAmount(minimum, to.decimals),
    approval: approval === undefined ? undefined : { gas: approvalGas },
    gas,
    gasPrice,
    fee,
    feeAmount: formatAmount(fee, target.network.nativeCurrency.decimals),
    feeInUsd: nativeUsd(target.network, assets, fee),
    insufficientBalance,
    insufficientGas:
      !insufficientBalance &&
      hasInsufficientGas({
        accountType,
        nativeBalance: nativeBalance > spentNative ? nativeBalance - spentNative : 0n,
        gasCost: fee
      })
  } satisfies SwapPreview
})

/** The network's swap list with the account's holdings and prices. */
export const swapAssets = Effect.fn("Swap.tokens")(function* () {
  const { target, adapter } = yield* swapTarget()
  return yield* loadAssets(target, adapter)
})

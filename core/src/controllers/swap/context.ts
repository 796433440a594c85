import { Effect, Option } from "effect"
import type { ChainAdapter, PreparedCallAdapter, TransferAdapter } from "../../adapters/adapter.js"
import { Adapters } from "../../adapters/registry.js"
import { formatAmount } from "../../domain/amount.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { multiplyDecimal } from "../../domain/format.js"
import { SwapsNetworkUnsupported } from "../../errors.js"
import { DataApi } from "../../services/data-api/data-api.js"
import { activeTarget, type ActiveTarget } from "../active-target.js"
import { Balances } from "../balances.js"
import { Chains } from "../chain.js"
import { heldUnits, isNativeSwapAddress, type SwapAsset } from "./tokens.js"

/** An adapter that can read the native balance, send built calls and confirm them: what a swap needs. */
export type SwappingAdapter = ChainAdapter & {
  readonly nativeBalance: NonNullable<ChainAdapter["nativeBalance"]>
  readonly preparedCalls: PreparedCallAdapter
  readonly transfer: TransferAdapter
}

const canSwap = (adapter: ChainAdapter): adapter is SwappingAdapter =>
  adapter.nativeBalance !== undefined && adapter.preparedCalls !== undefined && adapter.transfer !== undefined

/** The connected account and its network, when the data API swaps there and the namespace can send built calls. */
export const swapTarget = Effect.fn("Swap.target")(function* () {
  const chains = yield* Chains
  const dataApi = yield* DataApi
  const adapters = yield* Adapters
  const target = yield* activeTarget(chains)
  const unsupported = new SwapsNetworkUnsupported({ caipNetworkId: target.network.caipNetworkId })
  const supported = yield* dataApi.supportedChains
  if (!supported.http.includes(target.network.caipNetworkId)) return yield* unsupported
  const adapter = yield* adapters.get(target.network.chainNamespace)
  if (!canSwap(adapter)) return yield* unsupported
  const accountType = chains.activeAccount()?.preferredAccountTypes[target.network.chainNamespace] ?? "eoa"
  return { target, adapter, accountType }
})

/** The network's swap list with the account's holdings (fresh from the chain for the coin) and USD prices. */
export const loadAssets = Effect.fn("Swap.assets")(function* (
  target: ActiveTarget,
  adapter: SwappingAdapter,
  fresh = false
) {
  const dataApi = yield* DataApi
  const balances = yield* Balances
  const caipNetworkId = target.network.caipNetworkId
  const tokens = yield* dataApi.getSwapTokens({ caipNetworkId })
  if (tokens.length === 0) return yield* new SwapsNetworkUnsupported({ caipNetworkId })
  const [prices, held, nativeBalance] = yield* Effect.all(
    [
      dataApi
        .getTokenPrices({ caipNetworkId, addresses: tokens.map((token) => token.address) })
        .pipe(Effect.orElseSucceed(() => [])),
      balances.refresh({ force: fresh }).pipe(Effect.orElseSucceed(() => [])),
      adapter.nativeBalance(target.network, target.address)
    ],
    { concurrency: "unbounded" }
  )
  return tokens.map(
    (token): SwapAsset => ({
      symbol: token.symbol,
      name: token.name,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      native: isNativeSwapAddress(token.address),
      balance: heldUnits(token, held, nativeBalance),
      price: prices.find((price) => price.symbol === token.symbol)?.price
    })
  )
})

/** The USD value of `units` of the network's coin, when its price is known. */
export const nativeUsd = (
  network: CaipNetwork,
  assets: ReadonlyArray<SwapAsset>,
  units: bigint
): number | undefined => {
  const price = Option.fromNullishOr(assets.find((asset) => asset.native)?.price)
  return Option.isNone(price)
    ? undefined
    : Number(multiplyDecimal(formatAmount(units, network.nativeCurrency.decimals), price.value))
}

import { Effect, Option } from "effect"
import { FALLBACK_POLLING_MS } from "../../constants.js"
import { formatAmount } from "../../domain/amount.js"
import { fallbackOnrampOptions } from "../../domain/onramp.js"
import { DataApi } from "../../services/data-api/data-api.js"
import type { OnrampQuote } from "../../services/data-api/get-onramp-quote.js"
import { activeTarget, type ActiveTarget } from "../active-target.js"
import { Balances } from "../balances.js"
import { Chains } from "../chain.js"
import { History } from "../history.js"
import { OnrampNetworkUnsupported, OnrampPurchaseFailed, OnrampUrlUnavailable } from "./errors.js"
import { holdingOf, type Holding } from "./holding.js"
import { offerOn, type OnrampAsset, type OnrampOffer } from "./offers.js"
import { checkOrder, type OnrampOrder } from "./order.js"

const networkOf = (target: ActiveTarget) => ({ caipNetworkId: target.network.caipNetworkId, name: target.network.name })

/** What can be bought on the active network; the built-in options (flagged `fallback`) when the call fails. */
export const onrampOffer = Effect.fn("Onramp.offer")(function* () {
  const chains = yield* Chains
  const dataApi = yield* DataApi
  const target = yield* activeTarget(chains)
  const options = yield* dataApi.getOnrampOptions({ caipNetworkId: target.network.caipNetworkId })
  return offerOn(options, target.network, options === fallbackOnrampOptions)
})

/**
 * The offer, when something can be bought on the active network; `OnrampNetworkUnsupported`
 * otherwise. The one rule for whether Buy is offered there (the Account view asks it too).
 */
export const onrampOffered = Effect.fn("Onramp.offered")(function* () {
  const chains = yield* Chains
  const target = yield* activeTarget(chains)
  const offer = yield* onrampOffer()
  if (offer.assets.length === 0)
    return yield* new OnrampNetworkUnsupported({
      caipNetworkId: target.network.caipNetworkId,
      network: target.network.name
    })
  return offer
})

/** The order checked (limits, asset, payment) and quoted; a local estimate (`mock: true`) when the API gives none. */
export const quoteOnramp = Effect.fn("Onramp.quote")(function* (offer: OnrampOffer, order: OnrampOrder) {
  const chains = yield* Chains
  const dataApi = yield* DataApi
  const target = yield* activeTarget(chains)
  const asset = yield* checkOrder(offer, order, networkOf(target))
  return yield* dataApi.getOnrampQuote({
    caipNetworkId: target.network.caipNetworkId,
    purchaseCurrency: asset.symbol,
    paymentCurrency: order.paymentCurrency.toUpperCase(),
    amount: order.amount,
    network: asset.network.name
  })
})

/** A purchase under way: the provider's page to open and what the watch compares against. */
export interface OnrampPurchase {
  /** The provider's buy page for this order. */
  readonly url: string
  readonly order: OnrampOrder
  readonly asset: OnrampAsset
  readonly quote: OnrampQuote
  /** The account (CAIP-10) the purchase is delivered to. */
  readonly caipAddress: string
  /** The wallet's holding of the asset before the page opened, when it could be read. */
  readonly before: Holding | undefined
  /** The provider's orders for this wallet that existed already. */
  readonly earlierOrders: ReadonlyArray<string>
}

export interface StartPurchaseOptions {
  /** The page the provider sends the buyer back to afterwards (the dApp's own). */
  readonly redirectUrl?: string | undefined
}

const PAYMENT_METHOD_PARAM = { card: "CARD", ach_bank_account: "ACH_BANK_ACCOUNT" } as const

/** The account's holding of the asset, read afresh through the balances (and so the adapters); undefined when it cannot be read now. */
const readHolding = (asset: OnrampAsset): Effect.Effect<Holding | undefined, never, Balances> =>
  Effect.gen(function* () {
    const balances = yield* Balances
    const list = yield* balances.refresh({ force: true, forceUpdate: asset.contractAddress })
    return holdingOf(list, asset)
  }).pipe(Effect.orElseSucceed(() => undefined))

/** The provider's orders to the active account, newest first; none when they cannot be read now. */
export const onrampOrders = (target: ActiveTarget) =>
  Effect.gen(function* () {
    const dataApi = yield* DataApi
    const page = yield* dataApi.getTransactions({
      account: target.address,
      caipNetworkId: target.network.caipNetworkId,
      onramp: "coinbase",
      cache: "no-cache"
    })
    return page.data
  }).pipe(Effect.orElseSucceed(() => []))

/**
 * Checks and quotes the order, then asks the data API for the provider's page for this
 * wallet (destination wallet, network, partner user id, buy, preset amounts), noting what
 * the wallet holds first so the watch can tell the delivery.
 */
export const startPurchase = Effect.fn("Onramp.start")(function* (
  offer: OnrampOffer,
  order: OnrampOrder,
  options: StartPurchaseOptions = {}
) {
  const chains = yield* Chains
  const dataApi = yield* DataApi
  const target = yield* activeTarget(chains)
  const asset = yield* checkOrder(offer, order, networkOf(target))
  const quote = yield* quoteOnramp(offer, order)
  const generated = yield* dataApi
    .generateOnrampUrl({
      caipNetworkId: target.network.caipNetworkId,
      destinationWallets: [{ address: target.address, blockchains: [asset.network.name], assets: [asset.symbol] }],
      defaultNetwork: asset.network.name,
      partnerUserId: target.address,
      presetFiatAmount: Number(order.amount),
      presetCryptoAmount: quote.mock ? undefined : Number(quote.purchaseAmount.amount)
    })
    .pipe(Effect.mapError((error) => new OnrampUrlUnavailable({ details: error.message })))
  if (Option.isNone(generated))
    return yield* new OnrampNetworkUnsupported({
      caipNetworkId: target.network.caipNetworkId,
      network: target.network.name
    })
  // Coinbase-style page parameters the generator's body has no field for.
  const url = new URL(generated.value)
  url.searchParams.set("fiatCurrency", order.paymentCurrency.toUpperCase())
  url.searchParams.set("defaultPaymentMethod", PAYMENT_METHOD_PARAM[order.paymentMethod])
  url.searchParams.set("defaultAsset", asset.symbol)
  if (options.redirectUrl !== undefined) url.searchParams.set("redirectUrl", options.redirectUrl)
  const [before, earlier] = yield* Effect.all([readHolding(asset), onrampOrders(target)], { concurrency: 2 })
  return {
    url: url.toString(),
    order,
    asset,
    quote,
    caipAddress: target.caipAddress,
    before,
    earlierOrders: earlier.map((entry) => entry.id)
  } satisfies OnrampPurchase
})

/** How a watched purchase ended. */
export type PurchaseOutcome =
  | { readonly status: "completed" /** What arrived, in the asset's units, e.g. `48.75`. */; readonly received: string }
  | { readonly status: "failed"; readonly error: OnrampPurchaseFailed }

/**
 * Watches the wallet until the purchase lands (its holding of the asset grows: completed) or
 * the provider reports the order failed, checking at once and then every 4 s. Interrupt it
 * to cancel. On completion the Activity list is fetched again.
 */
export const watchPurchase = Effect.fn("Onramp.watch")(function* (purchase: OnrampPurchase) {
  const chains = yield* Chains
  const history = yield* History
  const target = yield* activeTarget(chains)
  let before = purchase.before
  for (;;) {
    const now = yield* readHolding(purchase.asset)
    if (before === undefined) before = now
    else if (now !== undefined && now.decimals !== undefined && now.units > before.units) {
      yield* Effect.ignore(history.fetch())
      return {
        status: "completed",
        received: formatAmount(now.units - before.units, now.decimals)
      } satisfies PurchaseOutcome
    }
    const failed = (yield* onrampOrders(target)).find(
      (entry) => !purchase.earlierOrders.includes(entry.id) && entry.metadata.status === "failed"
    )
    if (failed !== undefined)
      return { status: "failed", error: new OnrampPurchaseFailed({ orderId: failed.id }) } satisfies PurchaseOutcome
    yield* Effect.sleep(FALLBACK_POLLING_MS)
  }
})

import { Effect, Result } from "effect"
import type { InvalidInput, OnrampAmountOutOfRange } from "../../errors.js"
import { checkOnrampAmount, type PaymentMethod } from "../../policy/onramp-limits.js"
import { OnrampNetworkUnsupported, OnrampPaymentUnsupported } from "./errors.js"
import type { OnrampAsset, OnrampOffer } from "./offers.js"

/** What the buyer asks for. */
export interface OnrampOrder {
  /** The symbol of one of the offer's assets, e.g. `USDC`. */
  readonly asset: string
  /** e.g. `USD`. */
  readonly paymentCurrency: string
  readonly paymentMethod: PaymentMethod
  /** In the payment currency, at most 2 decimals, e.g. `50.00`. */
  readonly amount: string
}

/** The order against the offer: the asset it names, or why it cannot be placed (limits first, as a form shows them). */
export const checkOrder = (
  offer: OnrampOffer,
  order: OnrampOrder,
  network: { readonly caipNetworkId: string; readonly name: string }
): Effect.Effect<
  OnrampAsset,
  OnrampAmountOutOfRange | InvalidInput | OnrampNetworkUnsupported | OnrampPaymentUnsupported
> =>
  Effect.suspend(
    (): Effect.Effect<
      OnrampAsset,
      OnrampAmountOutOfRange | InvalidInput | OnrampNetworkUnsupported | OnrampPaymentUnsupported
    > => {
      const amount = checkOnrampAmount(order.paymentMethod, order.amount)
      if (Result.isFailure(amount)) return Effect.fail(amount.failure)
      const asset = offer.assets.find((candidate) => candidate.symbol.toUpperCase() === order.asset.toUpperCase())
      if (asset === undefined) {
        return Effect.fail(
          new OnrampNetworkUnsupported({
            caipNetworkId: network.caipNetworkId,
            network: network.name,
            asset: order.asset
          })
        )
      }
      const currency = offer.paymentCurrencies.find(
        (candidate) => candidate.id.toUpperCase() === order.paymentCurrency.toUpperCase()
      )
      if (currency === undefined || !currency.methods.some((method) => method.id === order.paymentMethod)) {
        return Effect.fail(
          new OnrampPaymentUnsupported({ paymentCurrency: order.paymentCurrency, paymentMethod: order.paymentMethod })
        )
      }
      return Effect.succeed(asset)
    }
  )

/**
 * What is wrong with the amount against the method's limits, before anything is asked (for a
 * form to word in its own language); undefined when it is fine.
 */
export const onrampAmountProblem = (
  paymentMethod: PaymentMethod,
  amount: string
): OnrampAmountOutOfRange | InvalidInput | undefined => {
  const checked = checkOnrampAmount(paymentMethod, amount)
  return Result.isSuccess(checked) ? undefined : checked.failure
}

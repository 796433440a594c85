import { ONRAMP_LIMITS } from "../../constants.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { OnrampOptions } from "../../domain/onramp.js"
import type { PaymentMethod } from "../../policy/onramp-limits.js"

/** Something to buy on one network: a purchase currency and the network it is delivered on. */
export interface OnrampAsset {
  /** The provider's id of the currency. */
  readonly id: string
  readonly name: string
  readonly symbol: string
  /** The provider's name of the network (`ethereum-mainnet`) and how it is shown. */
  readonly network: { readonly name: string; readonly displayName: string }
  /** The token's contract; undefined for the network's native currency. */
  readonly contractAddress: string | undefined
}

export interface OnrampPaymentMethod {
  readonly id: PaymentMethod
  /** The SPEC §5 limits, in the payment currency: "10.00" to "7500.00" (card) or "25000.00" (bank). */
  readonly min: string
  readonly max: string
}

export interface OnrampPaymentCurrency {
  readonly id: string
  readonly methods: ReadonlyArray<OnrampPaymentMethod>
}

/** What can be bought and paid with on one network. */
export interface OnrampOffer {
  readonly assets: ReadonlyArray<OnrampAsset>
  readonly paymentCurrencies: ReadonlyArray<OnrampPaymentCurrency>
  /** True when the options are the built-in ones because the call failed. */
  readonly fallback: boolean
}

const isPaymentMethod = (id: string): id is PaymentMethod => Object.hasOwn(ONRAMP_LIMITS, id)
const ZERO_ADDRESS = /^0x0{40}$/i

/**
 * The purchase currencies delivered on `network` (matched by its chain reference) and the
 * payment currencies with the methods this client knows limits for.
 */
export function offerOn(options: OnrampOptions, network: CaipNetwork, fallback: boolean): OnrampOffer {
  const reference = network.caipNetworkId.split(":")[1]
  const assets = options.purchaseCurrencies.flatMap((currency) => {
    const on = currency.networks.find((candidate) => candidate.chain_id === reference)
    if (on === undefined) return []
    const contract = on.contract_address.trim()
    return [
      {
        id: currency.id,
        name: currency.name,
        symbol: currency.symbol,
        network: { name: on.name, displayName: on.display_name },
        contractAddress: contract === "" || ZERO_ADDRESS.test(contract) ? undefined : contract
      }
    ]
  })
  const paymentCurrencies = options.paymentCurrencies.map((currency) => ({
    id: currency.id,
    methods: currency.payment_method_limits.flatMap((limit) =>
      isPaymentMethod(limit.id) ? [{ id: limit.id, ...ONRAMP_LIMITS[limit.id] }] : []
    )
  }))
  return { assets, paymentCurrencies, fallback }
}

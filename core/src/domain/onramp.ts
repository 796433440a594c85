import { Schema } from "effect"
import { DecimalText } from "./api-values.js"

export const PaymentMethodLimit = Schema.Struct({
  id: Schema.String,
  min: DecimalText,
  max: DecimalText
})

export const PaymentCurrency = Schema.Struct({
  id: Schema.String,
  payment_method_limits: Schema.Array(PaymentMethodLimit)
})

export const PurchaseCurrency = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  symbol: Schema.String,
  networks: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      display_name: Schema.String,
      chain_id: Schema.String,
      contract_address: Schema.String
    })
  )
})

export const OnrampOptions = Schema.Struct({
  paymentCurrencies: Schema.Array(PaymentCurrency),
  purchaseCurrencies: Schema.Array(PurchaseCurrency)
})
export type OnrampOptions = typeof OnrampOptions.Type

const limits = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
]

const networks = [
  {
    name: "ethereum-mainnet",
    display_name: "Ethereum",
    chain_id: "1",
    contract_address: "0x0000000000000000000000000000000000000000"
  },
  {
    name: "polygon-mainnet",
    display_name: "Polygon",
    chain_id: "137",
    contract_address: "0x0000000000000000000000000000000000000000"
  }
]

/** Built-in options used when the onramp options call fails (SPEC §3, §7). */
export const fallbackOnrampOptions: OnrampOptions = {
  paymentCurrencies: [
    { id: "USD", payment_method_limits: limits },
    { id: "EUR", payment_method_limits: limits }
  ],
  purchaseCurrencies: [
    { id: "USDC", name: "USD Coin", symbol: "USDC", networks },
    { id: "ETH", name: "Ether", symbol: "ETH", networks }
  ]
}

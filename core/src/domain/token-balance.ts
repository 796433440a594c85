import { Schema } from "effect"

export const TokenQuantity = Schema.Struct({
  decimals: Schema.String,
  numeric: Schema.String
})

/**
 * A token balance (SPEC §3). The basic form has address, symbol, quantity and
 * price; the asset-discovery form adds name, chain id, value and icon url.
 */
export const TokenBalance = Schema.Struct({
  address: Schema.optional(Schema.String),
  symbol: Schema.String,
  quantity: TokenQuantity,
  price: Schema.Number,
  name: Schema.optional(Schema.String),
  chainId: Schema.optional(Schema.String),
  value: Schema.optional(Schema.Number),
  iconUrl: Schema.optional(Schema.String)
})
export type TokenBalance = typeof TokenBalance.Type

export const BalanceResponse = Schema.Struct({ balances: Schema.Array(TokenBalance) })
export type BalanceResponse = typeof BalanceResponse.Type

/** Balances whose decimals quantity is '0' are dropped. */
export const usableBalances = (balances: ReadonlyArray<TokenBalance>): ReadonlyArray<TokenBalance> =>
  balances.filter((balance) => balance.quantity.decimals !== "0")

import { Schema } from "effect"

/** No token on any chain the core knows has more decimals than this (eip155 tokens: 0 to 36). */
export const MAX_TOKEN_DECIMALS = 36

/** A token's decimals as a number: a whole number from 0 to 36. */
export const TokenDecimals = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: MAX_TOKEN_DECIMALS })))

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

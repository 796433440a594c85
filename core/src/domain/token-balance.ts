import { Option, Schema } from "effect"
import { DecimalText, FiniteNumber } from "./api-values.js"
import { isChainNamespace, type ChainNamespace } from "./namespace.js"
import { decodeEach, withSkipped, type WithSkipped } from "./entries.js"

/** No token on any chain the core knows has more decimals than this (eip155 tokens: 0 to 36). */
const MAX_TOKEN_DECIMALS = 36

/** A token's decimals as a number: a whole number from 0 to 36. */
export const TokenDecimals = Schema.Int.pipe(
  Schema.check(Schema.isBetween({ minimum: 0, maximum: MAX_TOKEN_DECIMALS }))
)

/**
 * The decimals a token balance can have in each namespace: eip155 tokens 0 to 36, Solana
 * (SOL and SPL tokens) 0 to 9, bip122 exactly 8 (satoshis); polkadot as eip155.
 */
const TOKEN_DECIMALS_RANGE: Readonly<Record<ChainNamespace, { readonly min: number; readonly max: number }>> = {
  eip155: { min: 0, max: MAX_TOKEN_DECIMALS },
  solana: { min: 0, max: 9 },
  bip122: { min: 8, max: 8 },
  polkadot: { min: 0, max: MAX_TOKEN_DECIMALS }
}

/** "0" to "36", digits only, no leading zero. */
const DECIMALS_TEXT = /^(?:[0-9]|[12][0-9]|3[0-6])$/

export const TokenQuantity = Schema.Struct({
  /** The token's decimals as text, "0" to "36". */
  decimals: Schema.String.pipe(
    Schema.check(Schema.isPattern(DECIMALS_TEXT, { expected: "a number of decimals from 0 to 36" }))
  ),
  /** The amount held, as decimal text: `"1.5"`. */
  numeric: DecimalText
})

/**
 * A token balance (SPEC §3). The basic form has address, symbol, quantity and
 * price; the asset-discovery form adds name, chain id, value and icon url.
 */
export const TokenBalance = Schema.Struct({
  address: Schema.optional(Schema.String),
  symbol: Schema.String,
  quantity: TokenQuantity,
  price: FiniteNumber,
  name: Schema.optional(Schema.String),
  chainId: Schema.optional(Schema.String),
  value: Schema.optional(FiniteNumber),
  iconUrl: Schema.optional(Schema.String)
})
export type TokenBalance = typeof TokenBalance.Type

export const BalanceResponse = Schema.Struct({ balances: Schema.Array(TokenBalance) })
export type BalanceResponse = typeof BalanceResponse.Type

/** The balance answer's shape, its entries still to be read one by one (`decodeBalances`). */
export const BalanceEntries = Schema.Struct({ balances: Schema.Array(Schema.Unknown) })

/** The namespace a balance belongs to: its own chain id's, else the network asked about. */
const namespaceOf = (balance: TokenBalance, asked: ChainNamespace): ChainNamespace => {
  const namespace = balance.chainId?.split(":", 1)[0]
  return namespace !== undefined && isChainNamespace(namespace) ? namespace : asked
}

/** Whether the balance's decimals are within its namespace's range. */
export const hasNamespaceDecimals = (balance: TokenBalance, asked: ChainNamespace): boolean => {
  const range = TOKEN_DECIMALS_RANGE[namespaceOf(balance, asked)]
  const decimals = Number(balance.quantity.decimals)
  return decimals >= range.min && decimals <= range.max
}

const decodeTokenBalance = Schema.decodeUnknownOption(TokenBalance)

/**
 * The balances of an answer about a network of `namespace`, each decoded on its own: an
 * entry that does not decode, or whose decimals are outside its namespace's range, is
 * left out and counted in `skipped`.
 */
export const decodeBalances = (entries: ReadonlyArray<unknown>, namespace: ChainNamespace): WithSkipped<TokenBalance> =>
  decodeEach(entries, (entry) =>
    Option.filter(decodeTokenBalance(entry), (balance) => hasNamespaceDecimals(balance, namespace))
  )

/** Balances whose decimals quantity is '0' are dropped (they are not counted as skipped). */
export function usableBalances(balances: WithSkipped<TokenBalance>): WithSkipped<TokenBalance>
export function usableBalances(balances: ReadonlyArray<TokenBalance>): ReadonlyArray<TokenBalance>
export function usableBalances(
  balances: ReadonlyArray<TokenBalance> & { readonly skipped?: number }
): ReadonlyArray<TokenBalance> {
  const usable = balances.filter((balance) => balance.quantity.decimals !== "0")
  return balances.skipped === undefined ? usable : withSkipped(usable, balances.skipped)
}

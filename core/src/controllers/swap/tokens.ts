import { Effect, Result } from "effect"
import { parseAmount } from "../../domain/amount.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { NATIVE_TOKEN_ADDRESS } from "../../domain/send-token.js"
import type { TokenBalance } from "../../domain/token-balance.js"
import type { SwapToken } from "../../services/data-api/get-swap-tokens.js"
import { SwapTokenUnknown } from "./errors.js"

/** A token of the network's swap list, with what the account holds of it and its USD price. */
export interface SwapAsset {
  readonly symbol: string
  readonly name: string
  /** CAIP-10 address (the native coin: EIP-7528's `0xEeee…EEeE`). */
  readonly address: string
  readonly decimals: number
  /** None when the swap list has no logo (the UI shows the directory's token image). */
  readonly logoUri: string | undefined
  /** The network's own coin, paid as the transaction's value (no approval). */
  readonly native: boolean
  /** Held by the account, in the token's smallest units. */
  readonly balance: bigint
  /** USD per token, when the price API knows it. */
  readonly price: number | undefined
}

export const isNativeSwapAddress = (caipAddress: string): boolean =>
  caipAddress.split(":").at(-1)?.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()

const sameAddress = (a: string | undefined, b: string) =>
  a?.split(":").at(-1)?.toLowerCase() === b.split(":").at(-1)?.toLowerCase()

/** What the account holds of `token`: the native balance for the coin, else the balances' row for its contract. */
export const heldUnits = (token: SwapToken, balances: ReadonlyArray<TokenBalance>, nativeBalance: bigint): bigint => {
  if (isNativeSwapAddress(token.address)) return nativeBalance
  const row = balances.find((balance) => sameAddress(balance.address, token.address))
  if (row === undefined) return 0n
  const units = parseAmount(row.quantity.numeric, token.decimals)
  return Result.isSuccess(units) ? units.success : 0n
}

/** The asset a person named: a symbol (any case) or a CAIP-10 / plain address of the list. */
export const findAsset = (assets: ReadonlyArray<SwapAsset>, named: string, network: CaipNetwork) => {
  const wanted = named.trim()
  const found =
    assets.find((asset) => asset.symbol.toLowerCase() === wanted.toLowerCase()) ??
    assets.find((asset) => sameAddress(asset.address, wanted))
  return found === undefined
    ? Effect.fail(new SwapTokenUnknown({ token: wanted, network: network.name }))
    : Effect.succeed(found)
}

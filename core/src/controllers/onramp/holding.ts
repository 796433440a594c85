import { Result } from "effect"
import { parseAmount } from "../../domain/amount.js"
import type { TokenBalance } from "../../domain/token-balance.js"
import type { OnrampAsset } from "./offers.js"

/** How much of an asset the wallet holds, in base units; no decimals when it holds none (no line). */
export interface Holding {
  readonly units: bigint
  readonly decimals: number | undefined
}

const lastPart = (address: string) => address.split(":").at(-1)!.toLowerCase()

/**
 * The asset's line among the balances: the token by its contract (CAIP or plain address), the
 * native currency by its symbol on a line without contract. No line: nothing held (zero
 * balances are dropped from the list).
 */
export function holdingOf(balances: ReadonlyArray<TokenBalance>, asset: OnrampAsset): Holding {
  const line = balances.find((balance) =>
    asset.contractAddress === undefined
      ? balance.address === undefined && balance.symbol.toUpperCase() === asset.symbol.toUpperCase()
      : balance.address !== undefined && lastPart(balance.address) === lastPart(asset.contractAddress)
  )
  if (line === undefined) return { units: 0n, decimals: undefined }
  const decimals = Number(line.quantity.decimals)
  const units = parseAmount(line.quantity.numeric, decimals)
  // The balance decoder already checked the text; a line that still does not parse counts as none.
  return Result.isSuccess(units) ? { units: units.success, decimals } : { units: 0n, decimals: undefined }
}

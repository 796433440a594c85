import type { AccountType } from "../domain/namespace.js"

export interface GasCheck {
  readonly accountType: AccountType
  /** Native balance in wei. */
  readonly nativeBalance: bigint
  /** Estimated gas cost in wei (gas × price), when known. */
  readonly gasCost: bigint | undefined
}

/**
 * A zero native balance, or a gas cost above the balance, is insufficient.
 * Smart accounts are treated as sufficient without checks (a paymaster or
 * bundler may cover gas).
 */
export const hasInsufficientGas = ({ accountType, nativeBalance, gasCost }: GasCheck): boolean => {
  if (accountType === "smartAccount") return false
  if (nativeBalance === 0n) return true
  return gasCost !== undefined && gasCost > nativeBalance
}

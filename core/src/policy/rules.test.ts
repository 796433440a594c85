import { Result } from "effect"
import { maxUint256 } from "viem"
import { describe, expect, it } from "vitest"
import { checkFees } from "./fees.js"
import { hasInsufficientGas } from "./insufficient-gas.js"
import { checkOnrampAmount } from "./onramp-limits.js"
import { addRecentWallet } from "./recent-wallets.js"

const failureRule = <A>(result: Result.Result<A, { rule: string }>) =>
  Result.isFailure(result) ? result.failure.rule : "ok"

describe("fee rules", () => {
  it("gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas", () => {
    expect(failureRule(checkFees({ gasPrice: 1n, maxFeePerGas: 2n }))).toBe("gasPriceWithEip1559Fees")
    expect(failureRule(checkFees({ gasPrice: 1n, maxPriorityFeePerGas: 2n }))).toBe("gasPriceWithEip1559Fees")
    expect(failureRule(checkFees({ gasPrice: 1n }))).toBe("ok")
  })

  it("maxFeePerGas must not exceed 2^256 - 1", () => {
    expect(failureRule(checkFees({ maxFeePerGas: maxUint256 }))).toBe("ok")
    expect(failureRule(checkFees({ maxFeePerGas: maxUint256 + 1n }))).toBe("maxFeePerGasTooHigh")
    expect(maxUint256).toBe(2n ** 256n - 1n)
  })

  it("priority fee must not exceed maxFeePerGas", () => {
    expect(failureRule(checkFees({ maxFeePerGas: 10n, maxPriorityFeePerGas: 10n }))).toBe("ok")
    expect(failureRule(checkFees({ maxFeePerGas: 10n, maxPriorityFeePerGas: 11n }))).toBe("tipAboveFeeCap")
  })

  it("a failure is a typed error whose message explains it", () => {
    const result = checkFees({ maxFeePerGas: 10n, maxPriorityFeePerGas: 11n })
    expect(Result.isFailure(result) && result.failure._tag).toBe("InvalidFeeSettings")
    expect(Result.isFailure(result) && result.failure.message).toBe(
      "Invalid fee settings: maxPriorityFeePerGas 11 exceeds maxFeePerGas 10"
    )
  })
})

describe("insufficient gas", () => {
  it("zero native balance is insufficient", () => {
    expect(hasInsufficientGas({ accountType: "eoa", nativeBalance: 0n, gasCost: undefined })).toBe(true)
    expect(hasInsufficientGas({ accountType: "eoa", nativeBalance: 0n, gasCost: 0n })).toBe(true)
  })

  it("gas above balance is insufficient, gas equal to balance is not", () => {
    expect(hasInsufficientGas({ accountType: "eoa", nativeBalance: 100n, gasCost: 101n })).toBe(true)
    expect(hasInsufficientGas({ accountType: "eoa", nativeBalance: 100n, gasCost: 100n })).toBe(false)
  })

  it("smart accounts are sufficient without checks", () => {
    expect(hasInsufficientGas({ accountType: "smartAccount", nativeBalance: 0n, gasCost: 10n })).toBe(false)
  })
})

describe("onramp limits", () => {
  const outcome = (method: "card" | "ach_bank_account", amount: string) => {
    const result = checkOnrampAmount(method, amount)
    return Result.isSuccess(result) ? "ok" : result.failure.message
  }

  it("card: 10.00 to 7500.00", () => {
    expect(outcome("card", "9.99")).toBe("Amount must be between 10.00 and 7500.00")
    expect(outcome("card", "10.00")).toBe("ok")
    expect(outcome("card", "7500")).toBe("ok")
    expect(outcome("card", "7500.01")).toBe("Amount must be between 10.00 and 7500.00")
  })

  it("ach_bank_account: 10.00 to 25000.00", () => {
    expect(outcome("ach_bank_account", "9.99")).toBe("Amount must be between 10.00 and 25000.00")
    expect(outcome("ach_bank_account", "10")).toBe("ok")
    expect(outcome("ach_bank_account", "25000.00")).toBe("ok")
    expect(outcome("ach_bank_account", "25000.01")).toBe("Amount must be between 10.00 and 25000.00")
  })

  it("bad amounts are invalid input, not a range error", () => {
    expect(outcome("card", "ten")).toBe("Invalid amount: enter an amount with at most 2 decimals")
    expect(outcome("card", "10.001")).toBe("Invalid amount: enter an amount with at most 2 decimals")
  })
})

describe("recent wallets: 2 kept", () => {
  it("puts the newest first, keeps two, never duplicates", () => {
    let recent: ReadonlyArray<{ id: string }> = []
    recent = addRecentWallet(recent, { id: "a" })
    recent = addRecentWallet(recent, { id: "b" })
    recent = addRecentWallet(recent, { id: "c" })
    expect(recent).toEqual([{ id: "c" }, { id: "b" }])
    recent = addRecentWallet(recent, { id: "b" })
    expect(recent).toEqual([{ id: "b" }, { id: "c" }])
  })
})

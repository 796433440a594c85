import { describe, expect, it } from "vitest"
import type { TokenBalance } from "./token-balance.js"
import { balanceUnits, checkAmount, maxSendable } from "./send-amount.js"

const held = { units: 2_500_000n, symbol: "USDC" }

describe("checkAmount: the send's amount rule", () => {
  it("gives the amount in the token's smallest units", () => {
    expect(checkAmount("1.5", 18)).toEqual({ ok: true, units: 1_500_000_000_000_000_000n })
    expect(checkAmount(" 2.5 ", 6, held)).toEqual({ ok: true, units: 2_500_000n })
    expect(checkAmount(".000001", 6, held)).toEqual({ ok: true, units: 1n })
  })

  it("refuses text that is no amount, with the core's words", () => {
    expect(checkAmount("", 6)).toEqual({ ok: false, problem: "empty", reason: "enter an amount" })
    expect(checkAmount("abc", 6)).toEqual({ ok: false, problem: "not a number", reason: "enter a number such as 1.5" })
    expect(checkAmount("-1", 6)).toEqual({ ok: false, problem: "negative", reason: "the amount must not be negative" })
    expect(checkAmount("0.0000001", 6)).toEqual({
      ok: false,
      problem: "too many decimals",
      reason: "more decimals than the token has"
    })
    expect(checkAmount("1", 256)).toEqual({
      ok: false,
      problem: "unsupported decimals",
      reason: "the token's number of decimals is not supported"
    })
  })

  it("refuses zero, and more than is held", () => {
    expect(checkAmount("0.000", 6, held)).toEqual({
      ok: false,
      problem: "zero",
      reason: "the amount must be greater than 0"
    })
    expect(checkAmount("2.500001", 6, held)).toEqual({
      ok: false,
      problem: "more than held",
      reason: "more than the 2.5 USDC held"
    })
    expect(checkAmount("1000", 6)).toEqual({ ok: true, units: 1_000_000_000n })
  })
})

const token = (numeric: string): TokenBalance =>
  ({ symbol: "ETH", quantity: { decimals: "18", numeric } }) as unknown as TokenBalance

describe("balanceUnits and maxSendable: what Max fills in", () => {
  it("reads a balance row's quantity, 0 when it cannot", () => {
    expect(balanceUnits(token("1.25"), 18)).toBe(1_250_000_000_000_000_000n)
    expect(balanceUnits(token("n/a"), 18)).toBe(0n)
  })

  it("all of a token; of the network's coin, what the plain transfer's fee leaves, never below 0", () => {
    expect(maxSendable({ held: 1_000n, native: false, fee: 300n })).toBe(1_000n)
    expect(maxSendable({ held: 1_000n, native: true, fee: 300n })).toBe(700n)
    expect(maxSendable({ held: 1_000n, native: true, fee: undefined })).toBe(1_000n)
    expect(maxSendable({ held: 1_000n, native: true, fee: 1_001n })).toBe(0n)
    // 10 ETH less 21 000 gas at 2 gwei.
    expect(maxSendable({ held: 10n * 10n ** 18n, native: true, fee: 21_000n * 2_000_000_000n })).toBe(
      9_999_958_000_000_000_000n
    )
  })
})

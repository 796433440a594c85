import { describe, expect, it } from "vitest"
import { isFresh } from "./cache.js"

describe("cache lifetimes: portfolio and native balance 30 s; ENS and identity 5 min", () => {
  it("expire exactly at their lifetime", () => {
    const item = { timestamp: 1_000 }
    expect(isFresh("portfolioBalance", item, 1_000 + 29_999)).toBe(true)
    expect(isFresh("portfolioBalance", item, 1_000 + 30_000)).toBe(false)
    expect(isFresh("nativeBalance", item, 1_000 + 30_000)).toBe(false)
    expect(isFresh("ensName", item, 1_000 + 299_999)).toBe(true)
    expect(isFresh("ensName", item, 1_000 + 300_000)).toBe(false)
    expect(isFresh("identity", item, 1_000 + 300_000)).toBe(false)
  })
})

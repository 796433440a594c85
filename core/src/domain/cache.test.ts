import { describe, expect, it } from "vitest"
import { CACHE_CLOCK_SKEW_MS } from "../constants.js"
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

describe("a cache entry dated in the future, or not dated by a finite number, is expired", () => {
  it("a timestamp after now plus 60 s of clock skew never counts as fresh (1e999 or a year ahead were fresh forever)", () => {
    const now = 1_700_000_000_000
    expect(CACHE_CLOCK_SKEW_MS).toBe(60_000)
    expect(isFresh("identity", { timestamp: now + 60_000 }, now)).toBe(true)
    expect(isFresh("identity", { timestamp: now + 60_001 }, now)).toBe(false)
    expect(isFresh("identity", { timestamp: now + 365 * 24 * 3_600_000 }, now)).toBe(false)
    expect(isFresh("portfolioBalance", { timestamp: Number.POSITIVE_INFINITY }, now)).toBe(false)
    expect(isFresh("portfolioBalance", { timestamp: JSON.parse("1e999") as number }, now)).toBe(false)
    expect(isFresh("portfolioBalance", { timestamp: Number.NaN }, now)).toBe(false)
    expect(isFresh("portfolioBalance", { timestamp: Number.NEGATIVE_INFINITY }, now)).toBe(false)
  })
})

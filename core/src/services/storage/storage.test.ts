import { Effect, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { itEffect } from "../../../test/effect-test.js"
import { STORED_JSON_MAX_CHARS } from "../../constants.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { memoryBackend, Storage, type StorageBackend } from "./storage.js"
import { readCached, readJson, readRecentWallets, rememberRecentWallet, writeCached } from "./stored-values.js"

const Identity = Schema.Struct({ name: Schema.NullOr(Schema.String), avatar: Schema.NullOr(Schema.String) })

const broken: StorageBackend = {
  getItem: () => {
    throw new Error("SecurityError: storage is disabled")
  },
  setItem: () => {
    throw new Error("QuotaExceededError")
  },
  removeItem: () => {
    throw new Error("SecurityError")
  }
}

describe("storage", () => {
  itEffect("reads what was written", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.setItem("@appkit/active_namespace", "eip155")
      expect(yield* storage.getItem("@appkit/active_namespace")).toEqual(Option.some("eip155"))
      yield* storage.removeItem("@appkit/active_namespace")
      expect(yield* storage.getItem("@appkit/active_namespace")).toEqual(Option.none())
    }).pipe(Effect.provide(Storage.layerMemory))
  )

  itEffect("failures are ignored: reads are absent, writes do nothing", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.setItem("k", "v")
      yield* storage.removeItem("k")
      expect(yield* storage.getItem("k")).toEqual(Option.none())
      expect(yield* readRecentWallets).toEqual([])
    }).pipe(Effect.provide(Storage.layerBackend(broken)))
  )

  itEffect("corrupted values decode to absent", () => {
    const backend = memoryBackend()
    backend.setItem(StorageKeys.recentWallets, "{not json")
    backend.setItem(StorageKeys.identityCache, JSON.stringify({ "0xabc": { timestamp: "yesterday" } }))
    return Effect.gen(function* () {
      expect(yield* readRecentWallets).toEqual([])
      expect(yield* readJson(StorageKeys.recentWallets, Schema.Array(Schema.String))).toEqual(Option.none())
      expect(yield* readCached("identity", "0xabc", Identity)).toEqual(Option.none())
    }).pipe(Effect.provide(Storage.layerBackend(backend)))
  })

  itEffect("recent wallets: the 2 newest are kept", () =>
    Effect.gen(function* () {
      yield* rememberRecentWallet({ id: "a", name: "A" })
      yield* rememberRecentWallet({ id: "b", name: "B" })
      yield* rememberRecentWallet({ id: "c", name: "C" })
      expect((yield* readRecentWallets).map((wallet) => wallet.id)).toEqual(["c", "b"])
    }).pipe(Effect.provide(Storage.layerMemory))
  )

  itEffect("cached identity lives 5 minutes, native balance 30 s", () =>
    Effect.gen(function* () {
      const identity = { name: "ada.reown.id", avatar: null }
      yield* writeCached("identity", "0xabc", Identity, identity)
      yield* writeCached("nativeBalance", "0xabc", Schema.String, "1.5")
      yield* TestClock.adjust("29999 millis")
      expect(yield* readCached("nativeBalance", "0xabc", Schema.String)).toEqual(Option.some("1.5"))
      yield* TestClock.adjust("1 millis")
      expect(yield* readCached("nativeBalance", "0xabc", Schema.String)).toEqual(Option.none())
      expect(yield* readCached("identity", "0xabc", Identity)).toEqual(Option.some(identity))
      yield* TestClock.adjust("270 seconds")
      expect(yield* readCached("identity", "0xabc", Identity)).toEqual(Option.none())
    }).pipe(Effect.provide(Storage.layerMemory))
  )

  itEffect("cache entries are stored with their timestamp under the @appkit/ prefix", () => {
    const backend = memoryBackend()
    return Effect.gen(function* () {
      yield* TestClock.setTime(1_700_000_000_000)
      yield* writeCached("ensName", "0xabc", Schema.String, "ada.eth")
      expect(JSON.parse(backend.getItem(StorageKeys.ensCache) ?? "{}")).toEqual({
        "0xabc": { timestamp: 1_700_000_000_000, value: "ada.eth" }
      })
      expect(StorageKeys.ensCache.startsWith("@appkit/")).toBe(true)
    }).pipe(Effect.provide(Storage.layerBackend(backend)))
  })
})

describe("stored cache entries dated in the future", () => {
  itEffect("an entry stored with timestamp 1e999 or a year ahead is not read, and is dropped at the next write", () => {
    const backend = memoryBackend()
    return Effect.gen(function* () {
      yield* TestClock.setTime(1_700_000_000_000)
      const yearAhead = 1_700_000_000_000 + 365 * 24 * 3_600_000
      backend.setItem(
        StorageKeys.identityCache,
        `{"0xinf":{"timestamp":1e999,"value":{"name":"forever","avatar":null}},"0xyear":{"timestamp":${yearAhead},"value":{"name":"later","avatar":null}}}`
      )
      expect(yield* readCached("identity", "0xinf", Identity)).toEqual(Option.none())
      expect(yield* readCached("identity", "0xyear", Identity)).toEqual(Option.none())
      yield* writeCached("identity", "0xabc", Identity, { name: "ada", avatar: null })
      expect(Object.keys(JSON.parse(backend.getItem(StorageKeys.identityCache) ?? "{}"))).toEqual(["0xabc"])
    }).pipe(Effect.provide(Storage.layerBackend(backend)))
  })
})

describe("stored values are size-capped", () => {
  itEffect("a stored JSON value over 1,000,000 characters reads as absent, one under it as before", () => {
    const backend = memoryBackend()
    const wallets = (nameLength: number) => JSON.stringify([{ id: "a", name: "x".repeat(nameLength) }])
    return Effect.gen(function* () {
      expect(STORED_JSON_MAX_CHARS).toBe(1_000_000)
      backend.setItem(StorageKeys.recentWallets, wallets(STORED_JSON_MAX_CHARS))
      expect(yield* readRecentWallets).toEqual([])
      backend.setItem(StorageKeys.recentWallets, wallets(1_000))
      expect((yield* readRecentWallets).map((wallet) => wallet.id)).toEqual(["a"])
    }).pipe(Effect.provide(Storage.layerBackend(backend)))
  })
})

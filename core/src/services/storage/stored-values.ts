import { Clock, Effect, Option, Schema } from "effect"
import { RECENT_WALLETS_KEPT, STORED_JSON_MAX_CHARS } from "../../constants.js"
import { isFresh, type CacheKind } from "../../domain/cache.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { DirectoryWallet } from "../../domain/wallet.js"
import { addRecentWallet } from "../../policy/recent-wallets.js"
import { Storage } from "./storage.js"

/**
 * Typed access to stored values. Everything read is decoded with Schema:
 * a corrupted, foreign or oversized (`STORED_JSON_MAX_CHARS`) value is "absent", never a crash.
 */

const parseJson = (text: string): Option.Option<unknown> => {
  if (text.length > STORED_JSON_MAX_CHARS) return Option.none()
  try {
    return Option.some(JSON.parse(text))
  } catch {
    return Option.none()
  }
}

export const readJson = <S extends Schema.Codec<unknown, unknown, never, never>>(key: string, schema: S) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const text = yield* storage.getItem(key)
    return Option.flatMap(Option.flatMap(text, parseJson), Schema.decodeUnknownOption(schema))
  })

export const writeJson = <S extends Schema.Codec<unknown, unknown, never, never>>(
  key: string,
  schema: S,
  value: S["Type"]
) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const encoded = Schema.encodeUnknownOption(schema)(value)
    if (Option.isSome(encoded)) yield* storage.setItem(key, JSON.stringify(encoded.value))
  })

const RecentWallets = Schema.Array(DirectoryWallet)

export const readRecentWallets = readJson(StorageKeys.recentWallets, RecentWallets).pipe(
  Effect.map(Option.getOrElse((): ReadonlyArray<DirectoryWallet> => []))
)

/** Stores `wallet` as the most recent one; 2 are kept. */
export const rememberRecentWallet = (wallet: DirectoryWallet) =>
  Effect.gen(function* () {
    const recent = yield* readRecentWallets
    const next = addRecentWallet(recent, wallet).slice(0, RECENT_WALLETS_KEPT)
    yield* writeJson(StorageKeys.recentWallets, RecentWallets, next)
    return next
  })

const cacheKeys: Record<CacheKind, string> = {
  portfolioBalance: StorageKeys.portfolioCache,
  nativeBalance: StorageKeys.nativeBalanceCache,
  ensName: StorageKeys.ensCache,
  identity: StorageKeys.identityCache
}

const CacheEntries = Schema.Record(Schema.String, Schema.Struct({ timestamp: Schema.Number, value: Schema.Unknown }))

/**
 * A cached value for `id` (an address, a name) while it is fresh for its kind:
 * portfolio and native balance 30 s, ENS and identity 5 minutes.
 */
export const readCached = <S extends Schema.Codec<unknown, unknown, never, never>>(
  kind: CacheKind,
  id: string,
  schema: S
) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const entries = yield* readJson(cacheKeys[kind], CacheEntries)
    return Option.flatMap(entries, (all) => {
      const entry = all[id]
      if (entry === undefined || !isFresh(kind, entry, now)) return Option.none()
      return Schema.decodeUnknownOption(schema)(entry.value)
    })
  })

export const writeCached = <S extends Schema.Codec<unknown, unknown, never, never>>(
  kind: CacheKind,
  id: string,
  schema: S,
  value: S["Type"]
) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const encoded = Schema.encodeUnknownOption(schema)(value)
    if (Option.isNone(encoded)) return
    const entries = Option.getOrElse(yield* readJson(cacheKeys[kind], CacheEntries), () => ({}))
    // Entries past their lifetime are dropped on every write, so the cache stays small.
    const kept = Object.fromEntries(Object.entries(entries).filter(([, entry]) => isFresh(kind, entry, now)))
    yield* writeJson(cacheKeys[kind], CacheEntries, { ...kept, [id]: { timestamp: now, value: encoded.value } })
  })

export const readText = (key: string) => Effect.flatMap(Storage, (storage) => storage.getItem(key))

export const writeText = (key: string, value: string) =>
  Effect.flatMap(Storage, (storage) => storage.setItem(key, value))

export const removeKey = (key: string) => Effect.flatMap(Storage, (storage) => storage.removeItem(key))

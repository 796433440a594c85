import { Schema } from "effect"
import { CACHE_CLOCK_SKEW_MS, CACHE_LIFETIME_MS } from "../constants.js"

export type CacheKind = keyof typeof CACHE_LIFETIME_MS

/** A cached value with the time it was stored (epoch ms). */
export const CachedItem = <S extends Schema.Top>(value: S) => Schema.Struct({ timestamp: Schema.Number, value })

export interface Cached<A> {
  readonly timestamp: number
  readonly value: A
}

/**
 * Fresh while less than the kind's lifetime has passed (portfolio/native 30 s, ENS/identity
 * 5 min). An entry dated more than 60 s in the future (`CACHE_CLOCK_SKEW_MS`), or whose
 * timestamp is not a finite number (`1e999` reads as Infinity), is expired: it would
 * otherwise never expire.
 */
export const isFresh = (kind: CacheKind, item: { readonly timestamp: number }, now: number): boolean =>
  Number.isFinite(item.timestamp) &&
  item.timestamp <= now + CACHE_CLOCK_SKEW_MS &&
  now - item.timestamp < CACHE_LIFETIME_MS[kind]

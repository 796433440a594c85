import { sql } from "kysely"
import type { AuthDb } from "./tables.js"

/** A request counted against a limit: let through, or refused with the whole seconds until the window ends. */
type RateLimitVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }

/**
 * Fixed-window rate limits in PostgreSQL, so they hold across instances: `hit` counts a request
 * in its bucket's current window with one upsert (a row from an older window starts again at 1).
 */
export const rateLimitsIn = (db: AuthDb, now: () => number, windowMs: number) => ({
  async hit(bucket: string, limit: number): Promise<RateLimitVerdict> {
    const at = now()
    const windowStart = Math.floor(at / windowMs) * windowMs
    const row = await db
      .insertInto("auth_rate_limit")
      .values({ bucket, window_start: new Date(windowStart), count: 1 })
      .onConflict((conflict) =>
        conflict.column("bucket").doUpdateSet({
          count: sql<number>`case when auth_rate_limit.window_start = excluded.window_start then auth_rate_limit.count + 1 else 1 end`,
          window_start: sql<Date>`excluded.window_start`
        })
      )
      .returning("count")
      .executeTakeFirstOrThrow()
    return row.count <= limit
      ? { ok: true }
      : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) }
  },

  /** Drops the counters of windows that have ended. */
  async sweep(): Promise<void> {
    await db
      .deleteFrom("auth_rate_limit")
      .where("window_start", "<", new Date(now() - windowMs))
      .execute()
  }
})

export type RateLimits = ReturnType<typeof rateLimitsIn>

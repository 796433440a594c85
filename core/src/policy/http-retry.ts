import { Duration, Effect, Schedule } from "effect"
import { RETRYABLE_HTTP_STATUSES, RPC_BACKOFF_BASE_MS, RPC_RETRIES, RPC_TIMEOUT_MS } from "../constants.js"

export const isRetryableStatus = (status: number): boolean => RETRYABLE_HTTP_STATUSES.includes(status)

/** Exponential backoff from 150 ms (150, 300, 600 ms), at most 3 retries. */
export const retrySchedule = Schedule.max([
  Schedule.exponential(Duration.millis(RPC_BACKOFF_BASE_MS)),
  Schedule.recurs(RPC_RETRIES)
])

const requestTimeout = Duration.millis(RPC_TIMEOUT_MS)

/**
 * Retries `effect` with the HTTP policy while `isRetryable(error)` holds.
 * Each attempt is bounded by the 10 s time-out, reported via `onTimeout`.
 */
export const withHttpPolicy =
  <E, E2>(options: { readonly isRetryable: (error: E | E2) => boolean; readonly onTimeout: () => E2 }) =>
  <A, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | E2, R> =>
    effect.pipe(
      Effect.timeoutOrElse({ duration: requestTimeout, orElse: () => Effect.fail(options.onTimeout()) }),
      Effect.retry({ schedule: retrySchedule, while: options.isRetryable })
    )

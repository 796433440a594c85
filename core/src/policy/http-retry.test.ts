import { Clock, Data, Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { isRetryableStatus, withHttpPolicy } from "./http-retry.js"

class HttpStatus extends Data.TaggedError("HttpStatus")<{ readonly status: number }> {}
class TimedOut extends Data.TaggedError("TimedOut")<Record<never, never>> {}

const policy = withHttpPolicy<HttpStatus, TimedOut>({
  isRetryable: (error) => error._tag === "TimedOut" || isRetryableStatus(error.status),
  onTimeout: () => new TimedOut()
})

/** An endpoint that answers `statuses` in turn (200 once they run out), recording when it was called. */
const endpoint = (statuses: ReadonlyArray<number>) => {
  const calls: Array<number> = []
  const call = Effect.gen(function* () {
    calls.push(yield* Clock.currentTimeMillis)
    const status = statuses[calls.length - 1] ?? 200
    if (status !== 200) return yield* new HttpStatus({ status })
    return "ok"
  })
  return { call, calls }
}

describe("HTTP retry policy", () => {
  for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
    itEffect(`retries ${status}`, () =>
      Effect.gen(function* () {
        const { call, calls } = endpoint([status])
        const fiber = yield* Effect.forkChild(policy(call))
        yield* TestClock.adjust("150 millis")
        expect(yield* Fiber.join(fiber)).toBe("ok")
        expect(calls).toEqual([0, 150])
      })
    )
  }

  for (const status of [400, 401, 404, 409, 422, 501]) {
    itEffect(`does not retry ${status}`, () =>
      Effect.gen(function* () {
        const { call, calls } = endpoint([status])
        const exit = yield* Effect.exit(policy(call))
        expect(exit).toEqual(Exit.fail(new HttpStatus({ status })))
        expect(calls).toEqual([0])
      })
    )
  }

  itEffect("backs off exponentially from 150 ms and gives up after 3 retries", () =>
    Effect.gen(function* () {
      const { call, calls } = endpoint([503, 503, 503, 503, 503])
      const fiber = yield* Effect.forkChild(Effect.exit(policy(call)))
      yield* TestClock.adjust("10 seconds")
      const exit = yield* Fiber.join(fiber)
      expect(exit).toEqual(Exit.fail(new HttpStatus({ status: 503 })))
      expect(calls).toEqual([0, 150, 450, 1050])
    })
  )

  itEffect("waits the full backoff before retrying", () =>
    Effect.gen(function* () {
      const { call, calls } = endpoint([500, 500])
      const fiber = yield* Effect.forkChild(policy(call))
      yield* TestClock.adjust("149 millis")
      expect(calls).toEqual([0])
      yield* TestClock.adjust("1 millis")
      expect(calls).toEqual([0, 150])
      yield* TestClock.adjust("300 millis")
      expect(yield* Fiber.join(fiber)).toBe("ok")
      expect(calls).toEqual([0, 150, 450])
    })
  )

  itEffect("times an attempt out at 10 s", () =>
    Effect.gen(function* () {
      const slow = Effect.sleep("1 minute").pipe(Effect.as("late"))
      const noRetry = withHttpPolicy<never, TimedOut>({ isRetryable: () => false, onTimeout: () => new TimedOut() })
      const fiber = yield* Effect.forkChild(Effect.exit(noRetry(slow)))
      yield* TestClock.adjust("9999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toEqual(Exit.fail(new TimedOut()))
    })
  )
})

import { Effect, Exit, Option } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { CooldownActive } from "../errors.js"
import { balanceRetryBlockedUntil, checkEmailLoginCooldown } from "./cooldown.js"

describe("email login: once per 30 s", () => {
  itEffect("allows the first login", () =>
    Effect.gen(function* () {
      expect(yield* Effect.exit(checkEmailLoginCooldown(undefined))).toEqual(Exit.void)
    })
  )

  itEffect("refuses with the seconds left, rounded up", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(100_000)
      const lastLogin = yield* TestClock.testClockWith((clock) => Effect.succeed(clock.currentTimeMillisUnsafe()))
      yield* TestClock.adjust("1 millis")
      const first = yield* Effect.flip(checkEmailLoginCooldown(lastLogin))
      expect(first).toEqual(new CooldownActive({ secondsLeft: 30 }))
      expect(first.message).toBe("Please try again after 30 seconds")
      yield* TestClock.adjust("20 seconds")
      expect((yield* Effect.flip(checkEmailLoginCooldown(lastLogin))).message).toBe("Please try again after 10 seconds")
      yield* TestClock.adjust("9998 millis")
      expect((yield* Effect.flip(checkEmailLoginCooldown(lastLogin))).message).toBe("Please try again after 1 seconds")
      yield* TestClock.adjust("1 millis")
      expect(yield* Effect.exit(checkEmailLoginCooldown(lastLogin))).toEqual(Exit.void)
    })
  )
})

describe("balance fetch: no retry for 30 s after a failure", () => {
  itEffect("blocks until 30 s have passed and reports when", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(5_000)
      expect(yield* balanceRetryBlockedUntil(undefined)).toEqual(Option.none())
      expect(yield* balanceRetryBlockedUntil(5_000)).toEqual(Option.some(35_000))
      yield* TestClock.adjust("29999 millis")
      expect(yield* balanceRetryBlockedUntil(5_000)).toEqual(Option.some(35_000))
      yield* TestClock.adjust("1 millis")
      expect(yield* balanceRetryBlockedUntil(5_000)).toEqual(Option.none())
    })
  )
})

import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { itEffect } from "../../../test/effect-test.js"
import { DEBOUNCE_DEFAULT_MS } from "../../constants.js"
import { makeDebounced } from "./debounce.js"

describe("quotes as typed (debounce, SPEC §9 500 ms)", () => {
  itEffect("quotes only the last amount, once typing has paused for the debounce time", () =>
    Effect.gen(function* () {
      const quoted: string[] = []
      const done: string[] = []
      const debounced = yield* makeDebounced(
        DEBOUNCE_DEFAULT_MS,
        (amount: string) => Effect.sync(() => quoted.push(amount)).pipe(Effect.as(`quote for ${amount}`)),
        (_, exit) => done.push(Exit.isSuccess(exit) ? exit.value : "failed")
      )
      yield* debounced.set("1")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
      yield* debounced.set("1.5")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS - 1)
      expect(quoted).toEqual([])
      yield* TestClock.adjust(1)
      expect(quoted).toEqual(["1.5"])
      expect(done).toEqual(["quote for 1.5"])
    })
  )

  itEffect("a new amount cancels a quote under way: its outcome never arrives", () =>
    Effect.gen(function* () {
      const done: string[] = []
      const debounced = yield* makeDebounced(
        DEBOUNCE_DEFAULT_MS,
        // A quote that takes 1 s to answer.
        (amount: string) => Effect.sleep(1_000).pipe(Effect.as(amount)),
        (_, exit) => done.push(Exit.isSuccess(exit) ? exit.value : "failed")
      )
      yield* debounced.set("2")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS + 500)
      yield* debounced.set("3")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS + 1_000)
      expect(done).toEqual(["3"])
      yield* debounced.set("4")
      yield* debounced.cancel
      yield* TestClock.adjust(10_000)
      expect(done).toEqual(["3"])
    })
  )

  itEffect("a new amount never waits for the previous quote to finish stopping (set stays synchronous)", () =>
    Effect.gen(function* () {
      const done: string[] = []
      const debounced = yield* makeDebounced(
        DEBOUNCE_DEFAULT_MS,
        (amount: string) =>
          amount === "slow"
            ? // A request whose abort takes a minute to finish.
              Effect.never.pipe(Effect.onInterrupt(() => Effect.sleep(60_000)))
            : Effect.succeed(amount),
        (_, exit) => done.push(Exit.isSuccess(exit) ? exit.value : "failed")
      )
      yield* debounced.set("slow")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      yield* debounced.set("5")
      yield* TestClock.adjust(DEBOUNCE_DEFAULT_MS)
      expect(done).toEqual(["5"])
    })
  )
})

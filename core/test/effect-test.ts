/**
 * Runs effects in tests: `runTest` under Effect's TestClock (time moves only
 * when a test adjusts it), inside a scope that closes when the test ends.
 */
import { Effect, Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { it } from "vitest"

export const runTest = <A, E>(effect: Effect.Effect<A, E, Scope.Scope | TestClock.TestClock>): Promise<A> =>
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(Layer.fresh(TestClock.layer()))))

/** `it` for an effect run under the test clock. */
export const itEffect = (
  name: string,
  body: () => Effect.Effect<unknown, unknown, Scope.Scope | TestClock.TestClock>
) => it(name, () => runTest(body()))

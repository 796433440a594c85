import { Duration, Effect, Exit, Fiber, Ref } from "effect"

/** Latest-wins runner: each `set` cancels the run waiting or under way and starts a new one after `delayMs`. */
export interface Debounced<I> {
  readonly set: (input: I) => Effect.Effect<void>
  /** Cancels what is waiting or running. */
  readonly cancel: Effect.Effect<void>
}

/**
 * Runs `run(input)` `delayMs` after the last `set` (quotes as an amount is typed); only the
 * last input's outcome reaches `onDone`. Time comes from Effect's Clock.
 */
export const makeDebounced = <I, A, E, R>(
  delayMs: number,
  run: (input: I) => Effect.Effect<A, E, R>,
  onDone: (input: I, exit: Exit.Exit<A, E>) => void
): Effect.Effect<Debounced<I>, never, R> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R>()
    const current = yield* Ref.make<Fiber.Fiber<void> | undefined>(undefined)
    const cancel = Effect.flatMap(Ref.getAndSet(current, undefined), (fiber) => (fiber === undefined ? Effect.void : Fiber.interrupt(fiber)))
    const set = (input: I) =>
      Effect.gen(function* () {
        yield* cancel
        const job = Effect.sleep(Duration.millis(delayMs)).pipe(
          Effect.andThen(Effect.exit(run(input))),
          Effect.flatMap((exit) => Effect.sync(() => onDone(input, exit))),
          Effect.provideContext(context)
        )
        yield* Ref.set(current, yield* Effect.forkDetach(job))
      })
    return { set, cancel }
  })

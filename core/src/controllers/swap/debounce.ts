import { Duration, Effect, type Exit, Fiber, Ref } from "effect"

/** Latest-wins runner: each `set` cancels the run waiting or under way and starts a new one after `delayMs`. */
export interface Debounced<I> {
  /** Synchronous: safe to run with `runSync` on every keystroke. */
  readonly set: (input: I) => Effect.Effect<void>
  /** Cancels what is waiting or running. */
  readonly cancel: Effect.Effect<void>
}

/**
 * Runs `run(input)` `delayMs` after the last `set` (quotes as an amount is typed); only the
 * last input's outcome reaches `onDone`, even when an earlier run finishes while it is being
 * cancelled. Time comes from Effect's Clock.
 */
export const makeDebounced = <I, A, E, R>(
  delayMs: number,
  run: (input: I) => Effect.Effect<A, E, R>,
  onDone: (input: I, exit: Exit.Exit<A, E>) => void
): Effect.Effect<Debounced<I>, never, R> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R>()
    const latest = yield* Ref.make(0)
    const current = yield* Ref.make<Fiber.Fiber<void> | undefined>(undefined)
    // The interruption runs on its own fiber: a request being aborted must not hold up typing.
    const stopPrevious = Effect.flatMap(Ref.getAndSet(current, undefined), (fiber) =>
      fiber === undefined ? Effect.void : Effect.asVoid(Effect.forkDetach(Fiber.interrupt(fiber)))
    )
    const set = (input: I) =>
      Effect.gen(function* () {
        const id = yield* Ref.updateAndGet(latest, (n) => n + 1)
        yield* stopPrevious
        const job = Effect.sleep(Duration.millis(delayMs)).pipe(
          Effect.andThen(Effect.exit(run(input))),
          Effect.flatMap((exit) =>
            Effect.flatMap(Ref.get(latest), (now) =>
              now === id ? Effect.sync(() => onDone(input, exit)) : Effect.void
            )
          ),
          Effect.provideContext(context)
        )
        yield* Ref.set(current, yield* Effect.forkDetach(job))
      })
    const cancel = Effect.andThen(
      Ref.update(latest, (n) => n + 1),
      stopPrevious
    )
    return { set, cancel }
  })

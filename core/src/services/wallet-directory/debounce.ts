import { Duration, Effect, Option } from "effect"
import { DEBOUNCE_DEFAULT_MS } from "../../constants.js"

/**
 * Debounces `f` on the Clock (500 ms by default), e.g. for search input: each call waits
 * `wait`; only the last call of a burst runs `f` and gets `Some(result)`, the calls it
 * superseded get `None` when their wait ends.
 */
export const debounce = <I, A, E, R>(
  f: (input: I) => Effect.Effect<A, E, R>,
  wait: Duration.Input = Duration.millis(DEBOUNCE_DEFAULT_MS)
): Effect.Effect<(input: I) => Effect.Effect<Option.Option<A>, E, R>> =>
  Effect.sync(() => {
    let latestCall = 0
    return (input: I) =>
      Effect.suspend(() => {
        const call = ++latestCall
        return Effect.sleep(wait).pipe(
          Effect.andThen(
            Effect.suspend(() => (call === latestCall ? Effect.map(f(input), Option.some) : Effect.succeedNone))
          )
        )
      })
  })

import { Effect, Queue, Stream } from "effect"

/**
 * A piece of controller state: read synchronously (UIs need a snapshot for
 * every render), changed through effects, and observed either by plain
 * listeners (called synchronously after each change) or as a Stream.
 * One store per controller per client; nothing is shared between clients.
 */
export interface Store<A> {
  readonly get: () => A
  readonly set: (value: A) => Effect.Effect<void>
  readonly update: (f: (current: A) => A) => Effect.Effect<void>
  readonly subscribe: (listener: (value: A) => void) => () => void
  readonly changes: Stream.Stream<A>
  /** Listeners currently attached (to check that nothing leaks). */
  readonly listenerCount: () => number
}

export const makeStore = <A>(initial: A): Store<A> => {
  let value = initial
  const listeners = new Set<(value: A) => void>()

  const write = (next: A) => {
    if (Object.is(next, value)) return
    value = next
    for (const listener of [...listeners]) listener(next)
  }

  const subscribe = (listener: (value: A) => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return {
    get: () => value,
    set: (next) => Effect.sync(() => write(next)),
    update: (f) => Effect.sync(() => write(f(value))),
    subscribe,
    changes: Stream.callback<A>((queue) =>
      Effect.acquireRelease(
        Effect.sync(() => subscribe((next) => Queue.offerUnsafe(queue, next))),
        (unsubscribe) => Effect.sync(unsubscribe)
      )
    ),
    listenerCount: () => listeners.size
  }
}

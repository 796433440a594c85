import { Effect } from "effect"

/** A service's effects as promises: what the Promise API offers of it. */
export type Promised<S> = {
  readonly [K in keyof S]: S[K] extends (...args: infer P) => Effect.Effect<infer A, infer _E, infer _R>
    ? (...args: P) => Promise<A>
    : S[K] extends Effect.Effect<infer A, infer _E, infer _R>
      ? () => Promise<A>
      : S[K]
}

/** Each effect member of `service` as a promise, run by `run`. */
export const promised = <S extends object>(
  service: S,
  run: <A, E>(effect: Effect.Effect<A, E, never>) => Promise<A>
): Promised<S> =>
  Object.fromEntries(
    Object.entries(service).map(([name, member]) => [
      name,
      Effect.isEffect(member)
        ? () => run(member as Effect.Effect<unknown, unknown>)
        : typeof member === "function"
          ? (...args: ReadonlyArray<unknown>) => {
              const result: unknown = member(...args)
              return Effect.isEffect(result) ? run(result as Effect.Effect<unknown, unknown>) : result
            }
          : member
    ])
  ) as Promised<S>

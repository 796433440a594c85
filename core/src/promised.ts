import { Effect } from "effect"

/** A service's or an action table's effects as promises: what the Promise API offers of it. */
export type Promised<S> = {
  readonly [K in keyof S]: S[K] extends (...args: infer P) => Effect.Effect<infer A, infer _E, infer _R>
    ? (...args: P) => Promise<A>
    : S[K] extends Effect.Effect<infer A, infer _E, infer _R>
      ? () => Promise<A>
      : S[K]
}

/** Each effect member of `service` (a service, or a table of actions) as a promise, run by `run`. */
export const promised = <S extends object, R = never>(
  service: S,
  run: <A, E>(effect: Effect.Effect<A, E, R>) => Promise<A>
): Promised<S> =>
  Object.fromEntries(
    Object.entries(service).map(([name, member]) => [
      name,
      Effect.isEffect(member)
        ? () => run(member as Effect.Effect<unknown, unknown, R>)
        : typeof member === "function"
          ? (...args: ReadonlyArray<unknown>) => {
              const result: unknown = member(...args)
              return Effect.isEffect(result) ? run(result as Effect.Effect<unknown, unknown, R>) : result
            }
          : member
    ])
  ) as Promised<S>

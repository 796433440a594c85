import { Option } from "effect"

/** A list decoded entry by entry, with how many entries could not be read and were left out. */
export type WithSkipped<A> = ReadonlyArray<A> & {
  /** Entries of the answer that did not decode and were left out. */
  readonly skipped: number
}

/**
 * `entries` carrying `skipped`. The count is not enumerable, so the list still compares,
 * spreads and serialises as the plain list it was before the count existed.
 */
export const withSkipped = <A>(entries: ReadonlyArray<A>, skipped: number): WithSkipped<A> =>
  Object.defineProperty([...entries], "skipped", {
    value: skipped,
    enumerable: false,
    writable: false
  }) as unknown as WithSkipped<A>

/** Decodes every entry on its own: those that decode are kept, in order; the others are counted. */
export const decodeEach = <A>(
  inputs: ReadonlyArray<unknown>,
  decode: (input: unknown) => Option.Option<A>
): WithSkipped<A> => {
  const kept: Array<A> = []
  let skipped = 0
  for (const input of inputs) {
    const decoded = decode(input)
    if (Option.isSome(decoded)) kept.push(decoded.value)
    else skipped++
  }
  return withSkipped(kept, skipped)
}

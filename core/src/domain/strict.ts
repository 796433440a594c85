import { Schema } from "effect"

/** The own enumerable keys (strings and symbols) of `input` that `known` does not list. */
const excessKeys = (input: object, known: ReadonlySet<PropertyKey>): ReadonlyArray<PropertyKey> =>
  Reflect.ownKeys(input).filter((key) => !known.has(key) && Object.prototype.propertyIsEnumerable.call(input, key))

/**
 * A struct that refuses keys it does not declare, whatever parse options its caller uses.
 * Effect v4 has excess-property handling only as a parse option (`onExcessProperty:
 * "error"`), which a schema cannot carry; this checks the input's keys (`__proto__` and
 * symbol keys included) before the struct decodes it. Decoding only: the encoded side is
 * `unknown`.
 */
export const StrictStruct = <const Fields extends Schema.Struct.Fields>(fields: Fields) => {
  const known: ReadonlySet<PropertyKey> = new Set(Reflect.ownKeys(fields))
  return Schema.Unknown.pipe(
    Schema.check(
      Schema.makeFilter(
        (input: unknown) => {
          if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined
          const excess = excessKeys(input, known)
          return excess.length === 0 ? undefined : `unexpected key ${String(excess[0])}`
        },
        { expected: "no keys other than the message's own" }
      )
    ),
    Schema.decodeTo(Schema.Struct(fields))
  )
}

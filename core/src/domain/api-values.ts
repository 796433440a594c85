import { Option, Schema, SchemaTransformation } from "effect"

/**
 * The numbers the HTTP services send as text, decoded by what they accept. Whatever
 * is inside the core computes with them (`BigInt`, `parseAmount`) without checking
 * again, so a value that is not one of these is refused at the edge.
 */

/** 2^256 has 78 decimal digits: no on-chain integer is longer. */
const MAX_INTEGER_DIGITS = 78

/** Longest decimal text read from an API (whole and fraction digits and the point). */
const MAX_DECIMAL_TEXT_LENGTH = 2 * MAX_INTEGER_DIGITS + 1

const INTEGER_TEXT = new RegExp(`^[0-9]{1,${MAX_INTEGER_DIGITS}}$`)
const DECIMAL_TEXT = /^[0-9]+(?:\.[0-9]+)?$/

/** An integer amount in a token's smallest unit (wei, lamports…), as decimal digits: `"21000"`. */
export const IntegerText = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(INTEGER_TEXT, { expected: `an integer as decimal digits (at most ${MAX_INTEGER_DIGITS})` })
  )
)

export const isIntegerText = (value: string): boolean => INTEGER_TEXT.test(value)

/** A non-negative decimal number as text, point optional: `"1.5"`, `"100.00"`, `"3"`. */
export const DecimalText = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => value.length <= MAX_DECIMAL_TEXT_LENGTH && DECIMAL_TEXT.test(value), {
      expected: `a decimal number such as 1.5 (at most ${MAX_DECIMAL_TEXT_LENGTH} characters)`
    })
  )
)

export const isDecimalText = (value: string): boolean =>
  value.length <= MAX_DECIMAL_TEXT_LENGTH && DECIMAL_TEXT.test(value)

/** A JSON number that is finite (`1e999` parses as Infinity). */
export const FiniteNumber = Schema.Finite

/** Longer URLs are not pages anyone links to. */
const MAX_URL_LENGTH = 2048

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "[::1]"])

/**
 * Whether `value` is a web page a UI may open: https, or http on this machine (a local
 * world). Written as it will be parsed: printable ASCII only, no credentials; never
 * `javascript:`, `data:` or another scheme.
 */
const isWebPageUrl = (value: string): boolean => {
  if (value.length > MAX_URL_LENGTH || !/^https?:\/\/[\x21-\x7e]+$/.test(value)) return false
  try {
    const url = new URL(value)
    if (url.username !== "" || url.password !== "" || url.hostname === "") return false
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))
  } catch {
    return false
  }
}

export const WebPageUrl = Schema.String.pipe(
  Schema.check(Schema.makeFilter(isWebPageUrl, { expected: "a https URL (http only on this machine)" }))
)

const ISO_DATE =
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:[0-9]{2})$/

const isIsoDate = (value: string): boolean => ISO_DATE.test(value) && Number.isFinite(Date.parse(value))

/** An ISO 8601 date and time with its zone, e.g. `2026-11-24T10:00:00.000Z`. */
export const IsoDate = Schema.String.pipe(
  Schema.check(Schema.makeFilter(isIsoDate, { expected: "an ISO 8601 date and time, e.g. 2026-11-24T10:00:00Z" }))
)

/**
 * A field the real services write as `null` when they have no value (a Rust `Option`
 * serialised without `skip_serializing_if`): `null` or absent on the wire, absent once decoded.
 */
export const NullAsAbsent = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.NullOr(schema)).pipe(
    Schema.decodeTo(
      Schema.optionalKey(Schema.toType(schema)),
      SchemaTransformation.transformOptional({
        decode: (value) => Option.filter(value, (field): field is S["Type"] => field !== null),
        encode: (value) => value
      })
    )
  )

/** A list the real services write as `null` when it is empty: `[]` once decoded. */
export const NullAsEmpty = <S extends Schema.Top>(item: S) =>
  Schema.NullOr(Schema.Array(item)).pipe(
    Schema.decodeTo(
      Schema.Array(Schema.toType(item)),
      SchemaTransformation.transform({ decode: (list) => list ?? [], encode: (list) => list })
    )
  )

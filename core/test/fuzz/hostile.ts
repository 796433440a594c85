/**
 * Hostile JSON bodies for the fuzz targets, made from a valid sample by putting hostile strings
 * (hostile-strings.ts), deep nesting, `__proto__` keys and wrong types at random places, or by
 * corrupting its text.
 */
import fc from "fast-check"
import { hostileString } from "./hostile-strings.js"

export { hostileString }

/** JSON text of values a decoder does not expect. */
const rawFragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 4, arbitrary: hostileString.map((text) => JSON.stringify(text)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "1e999",
      "-1e999",
      "1e-999",
      "5e-324",
      "123456789012345678901234567890123456789012345678901234567890",
      "-0",
      "0.1",
      "1.5",
      "-1",
      "600000000",
      "100000",
      "null",
      "true",
      "[]",
      "{}",
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '[{"__proto__":null}]'
    )
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)
  }
)

type Path = ReadonlyArray<string | number>

/** Every path to a value inside `value`, the root included. */
const pathsOf = (value: unknown, path: Path = []): Array<Path> => {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...path, index]))
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
      : []
  return [path, ...inner]
}

type Mutation =
  | { readonly kind: "replace"; readonly at: number; readonly with: string }
  | { readonly kind: "addKey"; readonly at: number; readonly key: string; readonly with: string }
  | { readonly kind: "delete"; readonly at: number }
  | { readonly kind: "repeat"; readonly at: number; readonly times: number }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), with: rawFragment }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("addKey" as const),
      at: fc.nat(),
      key: fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "extra", "toString"), hostileString),
      with: rawFragment
    })
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("repeat" as const),
      at: fc.nat(),
      times: fc.integer({ min: 2, max: 300 })
    })
  }
)

/** Plain characters, so JSON.stringify leaves the marker as it is. */
const MARK = "__FUZZ_RAW__"

/** `sample` with the mutations applied; raw JSON text is put in through markers replaced after stringifying. */
const applyMutations = (sample: unknown, mutations: ReadonlyArray<Mutation>): string => {
  let value: unknown = structuredClone(sample)
  const raws: Array<string> = []
  const marker = (raw: string) => {
    raws.push(raw)
    return `${MARK}${raws.length - 1}${MARK}`
  }
  for (const change of mutations) {
    const paths = pathsOf(value)
    const path = paths[change.at % paths.length] ?? []
    const parentPath = path.slice(0, -1)
    const last = path.at(-1)
    let parent: unknown = value
    for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step]
    const target = last === undefined ? value : (parent as Record<string | number, unknown>)[last]
    const set = (next: unknown) => {
      if (last === undefined) value = next
      else (parent as Record<string | number, unknown>)[last] = next
    }
    switch (change.kind) {
      case "replace":
        set(marker(change.with))
        break
      case "addKey":
        if (typeof target === "object" && target !== null && !Array.isArray(target)) {
          // Defined as an own property, so "__proto__" is written as a key of the JSON text.
          Object.defineProperty(target, change.key, {
            value: marker(change.with),
            enumerable: true,
            configurable: true,
            writable: true
          })
        } else set(marker(change.with))
        break
      case "delete":
        if (last === undefined) break
        if (Array.isArray(parent)) parent.splice(Number(last), 1)
        else delete (parent as Record<string, unknown>)[String(last)]
        break
      case "repeat":
        // Repeats compound (an array of repeated arrays): each keeps the text under the body limit.
        if (
          Array.isArray(target) &&
          target.length > 0 &&
          (JSON.stringify(target)?.length ?? 0) * change.times <= MAX_BODY_CHARS
        ) {
          set(Array.from({ length: change.times }, (_, i) => target[i % target.length]))
        } else if (typeof target === "string" && target.length < 1_000) set(target.repeat(change.times))
        break
    }
  }
  const text = JSON.stringify(value) ?? "null"
  // The raw fragments put back, stopping a little above the 5 MB cap (which that exercises):
  // far larger bodies would only cost memory, and repeated fragments could pass V8's string limit.
  const parts: Array<string> = []
  let length = 0
  let from = 0
  const markers = new RegExp(`"${MARK}(\\d+)${MARK}"`, "g")
  for (let match = markers.exec(text); match !== null && length <= MAX_BODY_CHARS; match = markers.exec(text)) {
    const before = text.slice(from, match.index)
    const raw = raws[Number(match[1])] ?? "null"
    parts.push(before, raw)
    length += before.length + raw.length
    from = match.index + match[0].length
  }
  if (length <= MAX_BODY_CHARS) parts.push(text.slice(from))
  const body = parts.join("")
  return body.length > MAX_BODY_CHARS ? body.slice(0, MAX_BODY_CHARS) : body
}

const MAX_BODY_CHARS = 6 * 1024 * 1024

/** Corruptions of the body's text or bytes. */
type Corruption = "none" | "bom" | "truncate" | "trailing" | "invalidUtf8" | "empty" | "whitespace"

const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  { weight: 20, arbitrary: fc.constant("none" as const) },
  { weight: 1, arbitrary: fc.constantFrom("bom", "truncate", "trailing", "invalidUtf8", "empty", "whitespace") }
)

const corrupt = (text: string, how: Corruption, cut: number): Uint8Array => {
  const bytes = new TextEncoder().encode(text)
  switch (how) {
    case "none":
      return bytes
    case "bom":
      return new Uint8Array([0xef, 0xbb, 0xbf, ...bytes])
    case "truncate":
      return bytes.slice(0, cut % Math.max(1, bytes.length))
    case "trailing":
      return new TextEncoder().encode(`${text} }garbage`)
    case "invalidUtf8":
      return new Uint8Array([...bytes.slice(0, 1), 0xc3, 0x28, 0xff, ...bytes.slice(1)])
    case "empty":
      return new Uint8Array()
    case "whitespace":
      return new TextEncoder().encode(`\n\t ${text} \r\n`)
  }
}

/** A body for an endpoint whose valid answer is `sample`: mostly mutations of it, sometimes any JSON. */
export const hostileBody = (sample: unknown): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.array(mutation, { minLength: 0, maxLength: 4 }), corruption, fc.nat())
        .map(([mutations, how, cut]) => corrupt(applyMutations(sample, mutations), how, cut))
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => new TextEncoder().encode(JSON.stringify(value) ?? "null"))
    },
    { weight: 1, arbitrary: rawFragment.map((text) => new TextEncoder().encode(text)) }
  )

/** JSON text like `sample`'s with hostile values, keys and nesting, or any JSON, or a bare fragment. */
export const hostileText = (sample: unknown): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(mutation, { minLength: 0, maxLength: 4 })
        .map((mutations) => applyMutations(sample, mutations))
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: rawFragment }
  )

/** An object like `sample` with hostile values, extra and `__proto__` keys: the value itself, not its text. */
export const hostileValue = (sample: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(mutation, { minLength: 0, maxLength: 4 })
        .map((mutations) => parseOrText(applyMutations(sample, mutations)))
    },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.jsonValue() }
  )

const parseOrText = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

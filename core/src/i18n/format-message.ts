// Effect-free. A small part of ICU MessageFormat, enough for Gangway's catalogues and far
// lighter than a full implementation (the English catalogue ships before the first click):
//   {name}                                  a parameter (numbers formatted for the locale)
//   {count, plural, =0 {…} one {…} other {…}} plural categories from Intl.PluralRules, `#` = the count
//   {kind, select, send {…} other {…}}      a choice by value
// Braces are syntax; apostrophes are plain text (no ICU quoting).

export type MessageParams = Readonly<Record<string, string | number | bigint>>

type Part =
  | string
  | { readonly kind: "arg"; readonly name: string }
  | { readonly kind: "plural" | "select"; readonly name: string; readonly options: ReadonlyMap<string, ReadonlyArray<Part>> }
  | { readonly kind: "count" }

/** A catalogue entry that is not well-formed: a defect of the catalogue, found by its tests. */
export class MessageSyntaxError extends Error {
  constructor(readonly pattern: string, reason: string) {
    super(`Message "${pattern}" cannot be read: ${reason}`)
  }
}

const parse = (pattern: string): ReadonlyArray<Part> => {
  let at = 0
  const fail = (reason: string): never => {
    throw new MessageSyntaxError(pattern, `${reason} at ${at}`)
  }
  const message = (inPlural: boolean, nested: boolean): Array<Part> => {
    const parts: Array<Part> = []
    let text = ""
    while (at < pattern.length) {
      const char = pattern[at]!
      if (char === "}") {
        if (!nested) fail("unexpected }")
        break
      }
      if (char === "{") {
        if (text !== "") parts.push(text)
        text = ""
        at++
        parts.push(argument())
        continue
      }
      if (char === "#" && inPlural) {
        if (text !== "") parts.push(text)
        text = ""
        parts.push({ kind: "count" })
        at++
        continue
      }
      text += char
      at++
    }
    if (text !== "") parts.push(text)
    return parts
  }
  const word = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(pattern.slice(at))
    if (match === null) return fail("expected a name")
    at += match[0].length
    return match[1]!
  }
  const argument = (): Part => {
    const name = word()
    if (pattern[at] === "}") {
      at++
      return { kind: "arg", name }
    }
    if (pattern[at] !== ",") fail("expected , or }")
    at++
    const kind = word()
    if (kind !== "plural" && kind !== "select") return fail(`unknown type ${kind}`)
    if (pattern[at] !== ",") fail("expected ,")
    at++
    const options = new Map<string, ReadonlyArray<Part>>()
    while (true) {
      while (/\s/.test(pattern[at] ?? "")) at++
      if (pattern[at] === "}") break
      const selector = word()
      if (pattern[at] !== "{") fail("expected {")
      at++
      options.set(selector, message(kind === "plural", true))
      if (pattern[at] !== "}") fail("expected }")
      at++
    }
    at++
    if (!options.has("other")) fail(`${kind} without other`)
    return { kind, name, options }
  }
  const parts = message(false, false)
  if (at < pattern.length) fail("unexpected }")
  return parts
}

const parsed = new Map<string, ReadonlyArray<Part>>()
const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

const formatNumber = (locale: string, value: number | bigint) => {
  let format = numberFormats.get(locale)
  if (format === undefined) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(value)
}

const render = (locale: string, parts: ReadonlyArray<Part>, params: MessageParams, count: number | bigint | undefined): string =>
  parts
    .map((part) => {
      if (typeof part === "string") return part
      if (part.kind === "count") return count === undefined ? "#" : formatNumber(locale, count)
      const value = params[part.name]
      if (value === undefined) return `{${part.name}}`
      if (part.kind === "arg") return typeof value === "string" ? value : formatNumber(locale, value)
      if (part.kind === "select") return render(locale, part.options.get(String(value)) ?? part.options.get("other")!, params, count)
      const number = typeof value === "string" ? Number(value) : value
      let rules = pluralRules.get(locale)
      if (rules === undefined) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
      const chosen = part.options.get(`=${String(number)}`) ?? part.options.get(rules.select(Number(number))) ?? part.options.get("other")!
      return render(locale, chosen, params, number)
    })
    .join("")

/**
 * A catalogue message with its parameters filled in for `locale`, e.g.
 * `formatMessage("en", "{count, plural, one {# wallet} other {# wallets}}", { count: 2 })` → `2 wallets`.
 * A parameter the caller left out stays visible as `{name}`.
 */
export const formatMessage = (locale: string, pattern: string, params: MessageParams = {}): string => {
  let parts = parsed.get(pattern)
  if (parts === undefined) parsed.set(pattern, (parts = parse(pattern)))
  return render(locale, parts, params, undefined)
}

/** The parameter names a message uses (plural and select included), for the catalogue tests. */
export const messageParameters = (pattern: string): ReadonlySet<string> => {
  const names = new Set<string>()
  const walk = (parts: ReadonlyArray<Part>) => {
    for (const part of parts) {
      if (typeof part === "string" || part.kind === "count") continue
      names.add(part.name)
      if (part.kind !== "arg") for (const option of part.options.values()) walk(option)
    }
  }
  walk(parse(pattern))
  return names
}

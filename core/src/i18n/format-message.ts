// Effect-free and small (it ships before the first click). A part of ICU MessageFormat,
// enough for Gangway's catalogues:
//   {name}                                      a parameter (numbers formatted for the locale)
//   {count, plural, =0 {…} one {…} other {…}}   plural categories by Intl.PluralRules, `#` = the count
//   {kind, select, send {…} other {…}}          a choice by value
// Braces are syntax; apostrophes are plain text (no ICU quoting).

export type MessageParams = Readonly<Record<string, string | number | bigint>>

/** A catalogue entry that is not well-formed: a defect of the catalogue, found by its tests. */
export class MessageSyntaxError extends Error {
  constructor(
    readonly pattern: string,
    reason: string
  ) {
    super(`Message "${pattern}" cannot be read: ${reason}`)
  }
}

/**
 * A catalogue message with its parameters filled in for `locale`, e.g.
 * `formatMessage("en", "{count, plural, one {# wallet} other {# wallets}}", { count: 2 })` → `2 wallets`.
 * A parameter the caller left out stays visible as `{name}`.
 */
export const formatMessage = (locale: string, pattern: string, params: MessageParams = {}): string => {
  if (!pattern.includes("{") && !pattern.includes("}")) return pattern
  let at = 0
  const fail = (reason: string): never => {
    throw new MessageSyntaxError(pattern, `${reason} at ${at}`)
  }
  const number = (value: number | bigint) => new Intl.NumberFormat(locale).format(value)
  const expect = (char: string, what: string) => {
    if (pattern[at++] !== char) fail(`expected ${what}`)
  }
  const name = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(pattern.slice(at)) ?? fail("expected a name")
    at += match[0].length
    return match[1]!
  }
  // Text up to the `}` that closes this level; `count` is what `#` stands for inside a plural.
  const message = (count: number | undefined, nested: boolean): string => {
    let text = ""
    while (at < pattern.length && pattern[at] !== "}") {
      const char = pattern[at++]!
      text += char === "{" ? argument(count) : char === "#" && count !== undefined ? number(count) : char
    }
    if (!nested && at < pattern.length) fail("unexpected }")
    return text
  }
  const argument = (count: number | undefined): string => {
    const key = name()
    const value = params[key]
    if (pattern[at] === "}") {
      at++
      return value === undefined ? `{${key}}` : typeof value === "string" ? value : number(value)
    }
    expect(",", ", or }")
    const kind = name()
    if (kind !== "plural" && kind !== "select") fail(`unknown type ${kind}`)
    expect(",", ",")
    const plural = kind === "plural" && value !== undefined ? Number(value) : undefined
    const options = new Map<string, string>()
    for (;;) {
      while (/\s/.test(pattern[at] ?? "")) at++
      if (pattern[at] === "}" || at >= pattern.length) break
      const selector = name()
      expect("{", "{")
      options.set(selector, message(kind === "plural" ? plural : count, true))
      expect("}", "}")
    }
    expect("}", "}")
    if (!options.has("other")) fail(`${kind} without other`)
    const chosen =
      value === undefined
        ? undefined
        : plural !== undefined
          ? (options.get(`=${plural}`) ?? options.get(new Intl.PluralRules(locale).select(plural)))
          : options.get(String(value))
    return chosen ?? options.get("other")!
  }
  return message(undefined, false)
}

/** The parameter names a message uses (plural and select included), for the catalogue tests. */
export const messageParameters = (pattern: string): ReadonlySet<string> => {
  const names = new Set<string>()
  const recorder = new Proxy({}, { get: (_, key) => void (typeof key === "string" && names.add(key)) })
  formatMessage("en", pattern, recorder)
  return names
}

import {
  matchLocale,
  translate,
  type DisplayLocale,
  type LoadedTranslations,
  type Messages,
  type MessageNamespace
} from "@gangway/core/i18n/runtime"

/** The language the CLI speaks to a person, with its loaded translations (none for English). */
export interface Language {
  readonly locale: DisplayLocale
  readonly loaded: LoadedTranslations | undefined
}

export const ENGLISH: Language = { locale: "en", loaded: undefined }

/** `--locale <tag>` or `--locale=<tag>` among the arguments, read before commander parses them. */
const localeFlag = (argv: ReadonlyArray<string>): string | undefined => {
  for (const [index, arg] of argv.entries()) {
    if (arg === "--") return undefined
    if (arg === "--locale") return argv[index + 1]
    if (arg.startsWith("--locale=")) return arg.slice("--locale=".length)
  }
  return undefined
}

/**
 * The locale asked for: `--locale`, else the first set of LC_ALL, LC_MESSAGES and LANG (POSIX
 * order: the first non-empty one decides, so LC_ALL=C means English), matched to a shipped
 * locale (English when none fits).
 */
export const requestedLocale = (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>
): DisplayLocale => {
  const flag = localeFlag(argv)
  if (flag !== undefined) return matchLocale(flag)
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== "")
  return matchLocale(posix)
}

/** The CLI's translations and the core's for `locale`, one namespace map; only loaded for another language than English. */
export const loadLanguage = async (locale: DisplayLocale): Promise<Language> => {
  if (locale === "en" || locale === "en-XA") return { locale, loaded: undefined }
  const { loadTranslations } = await import("./load-translations.js")
  return { locale, loaded: await loadTranslations(locale) }
}

/** A message of a CLI namespace in the CLI's language. */
export const say = <M extends Messages>(
  language: Language,
  messages: MessageNamespace<M>,
  key: keyof M & string,
  params?: Readonly<Record<string, string | number>>
) => translate(messages, language.locale, language.loaded, key, params)

/** A screen's words in the person's language (English when none is given). */
export interface WithLanguage {
  readonly language?: Language | undefined
}

/** `t(key, params)` for one namespace in `language` (English when none is given). */
export const speaker =
  <M extends Messages>(messages: MessageNamespace<M>, language: Language | undefined) =>
  (key: keyof M & string, params?: Readonly<Record<string, string | number>>) =>
    say(language ?? ENGLISH, messages, key, params)

/** Labels padded to the longest of them plus two spaces, so the values line up in any language. */
export const paddedLabels = <K extends string>(labels: Readonly<Record<K, string>>) => {
  const width = Math.max(...Object.values<string>(labels).map((label) => label.length)) + 2
  return (key: K) => labels[key].padEnd(width)
}

// Effect-free: the React first bundle and the CLI pick the language the same way.
import { PSEUDO_LOCALE } from "./pseudo-locale.js"

export { PSEUDO_LOCALE }

/** The languages Gangway ships. English is built in; the others load when chosen. */
export const LOCALES = ["en", "es", "de", "ja", "zh-CN", "ar"] as const
export type Locale = (typeof LOCALES)[number]

export type DisplayLocale = Locale | typeof PSEUDO_LOCALE

const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur"])

/** Which way text runs in a locale: Arabic right to left, the others left to right. */
export const localeDirection = (locale: string): "ltr" | "rtl" =>
  RIGHT_TO_LEFT.has(locale.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr"

/** `ja_JP.UTF-8` (a POSIX `LANG`) or `ja-jp` → `ja-JP`; `C` and `POSIX` → undefined. */
const normalize = (tag: string): string | undefined => {
  const bare = tag.trim().split(/[.@]/)[0]!.replace(/_/g, "-")
  if (bare === "" || bare === "C" || bare === "POSIX") return undefined
  return bare
}

const exact = new Map<string, DisplayLocale>(
  ([...LOCALES, PSEUDO_LOCALE] as ReadonlyArray<DisplayLocale>).map((locale): [string, DisplayLocale] => [
    locale.toLowerCase(),
    locale
  ])
)
const byLanguage = new Map<string, Locale>(LOCALES.map((locale) => [locale.split("-")[0]!, locale]))

/**
 * The shipped locale that best fits a list of preferences (the browser's
 * `navigator.languages`, a `--locale` flag, `LANG`), first preference first:
 * an exact tag, then the same language (`de-AT` → `de`, `zh-TW` → `zh-CN`); English
 * when none fits. The pseudo-locale is chosen only when asked for by its tag.
 */
export const matchLocale = (preferences: ReadonlyArray<string | undefined> | string | undefined): DisplayLocale => {
  const list = typeof preferences === "string" || preferences === undefined ? [preferences] : preferences
  for (const preference of list) {
    const tag = preference === undefined ? undefined : normalize(preference)
    if (tag === undefined) continue
    const found = exact.get(tag.toLowerCase()) ?? byLanguage.get(tag.split("-")[0]!.toLowerCase())
    if (found !== undefined) return found
  }
  return "en"
}

/** Whether a string names a shipped locale (or the pseudo-locale) exactly. */
export const isDisplayLocale = (value: string): value is DisplayLocale => exact.get(value.toLowerCase()) === value

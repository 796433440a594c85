// Loaded only when the page asks for a language other than English: the matching, the
// direction and the chosen language's translations.
import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import { localeDirection, matchLocale, type DisplayLocale, type LoadedTranslations } from "@gangway/core/i18n"

export interface ShownLocale {
  readonly locale: DisplayLocale
  readonly direction: "ltr" | "rtl"
  readonly loaded: LoadedTranslations | undefined
}

/** The shipped locale closest to `tags`, with its direction and translations (loaded here). */
export const resolveLocale = async (tags: string | ReadonlyArray<string>): Promise<ShownLocale> => {
  const locale = matchLocale(tags)
  const loaded =
    locale === "en" || locale === "en-XA"
      ? undefined
      : await (await import("./load-translations.js")).loadTranslations(locale)
  return { locale, direction: localeDirection(locale), loaded }
}

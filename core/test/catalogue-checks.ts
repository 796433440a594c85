import {
  formatMessage,
  LOCALES,
  messageParameters,
  type LoadedTranslations,
  type Locale,
  type MessageNamespace
} from "../src/i18n/index.js"
import { expect, it } from "vitest"

const isNamespace = (value: unknown): value is MessageNamespace =>
  typeof value === "object" && value !== null && "namespace" in value && "en" in value

/** The English namespaces among modules found by `import.meta.glob` (each caller globs from its own folder). */
export const englishNamespaces = (modules: Record<string, Record<string, unknown>>): ReadonlyArray<MessageNamespace> =>
  Object.values(modules).flatMap((module) => Object.values(module).filter(isNamespace))

/**
 * The checks every shipped language passes against English, as tests of the calling `describe`:
 * well-formed English, and per language every namespace, every key, no other key, the same
 * parameters, well formed.
 */
export const checkCatalogues = (
  english: ReadonlyArray<MessageNamespace>,
  loadTranslations: (locale: Exclude<Locale, "en">) => Promise<LoadedTranslations | undefined>
) => {
  it("have well-formed English messages, each namespace named once", () => {
    const names = english.map((messages) => messages.namespace)
    expect(new Set(names).size).toBe(names.length)
    for (const messages of english)
      for (const pattern of Object.values(messages.en)) expect(() => formatMessage("en", pattern)).not.toThrow()
  })

  for (const locale of LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en")) {
    it(`${locale}: every namespace, every key, no other key, the same parameters, well formed`, async () => {
      const loaded = await loadTranslations(locale)
      for (const messages of english) {
        const translated = loaded?.[messages.namespace]
        expect(translated, `${locale} lacks the namespace ${messages.namespace}`).toBeDefined()
        expect(Object.keys(translated!).sort(), `${locale}/${messages.namespace}`).toEqual(
          Object.keys(messages.en).sort()
        )
        for (const [key, pattern] of Object.entries(messages.en)) {
          const translation = translated![key]!
          expect(() => formatMessage(locale, translation)).not.toThrow()
          expect([...messageParameters(translation)].sort(), `${locale}/${messages.namespace}.${key}`).toEqual(
            [...messageParameters(pattern)].sort()
          )
        }
      }
    })
  }
}

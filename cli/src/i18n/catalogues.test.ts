/// <reference types="vite/client" />
import { formatMessage, LOCALES, messageParameters, type MessageNamespace } from "@gangway/core/i18n"
import { describe, expect, it } from "vitest"
import { loadTranslations } from "./load-translations.js"

// Every English namespace the CLI shows: its own (files named `messages.ts` or `…-messages.ts`) and the core's.
const modules = {
  ...import.meta.glob<Record<string, unknown>>("../**/*messages.ts", { eager: true }),
  ...import.meta.glob<Record<string, unknown>>("../../../core/src/**/*messages.ts", { eager: true })
}
const isNamespace = (value: unknown): value is MessageNamespace =>
  typeof value === "object" && value !== null && "namespace" in value && "en" in value
const english = Object.values(modules).flatMap((module) => Object.values(module).filter(isNamespace))

describe("the CLI's message catalogues", () => {
  it("find the CLI's and the core's English namespaces, each name once", () => {
    const names = english.map((messages) => messages.namespace)
    expect(names).toEqual(expect.arrayContaining(["cliHelp", "cliOutput", "errors", "notices"]))
    expect(new Set(names).size).toBe(names.length)
  })

  it("have well-formed English messages", () => {
    for (const messages of english) for (const pattern of Object.values(messages.en)) expect(() => formatMessage("en", pattern)).not.toThrow()
  })

  for (const locale of LOCALES.filter((locale) => locale !== "en")) {
    it(`${locale}: every namespace, every key, no other key, the same parameters, well formed`, async () => {
      const loaded = await loadTranslations(locale)
      for (const messages of english) {
        const translated = loaded[messages.namespace]
        expect(translated, `${locale} lacks the namespace ${messages.namespace}`).toBeDefined()
        expect(Object.keys(translated!).sort(), `${locale}/${messages.namespace}`).toEqual(Object.keys(messages.en).sort())
        for (const [key, pattern] of Object.entries(messages.en)) {
          const translation = translated![key]!
          expect(() => formatMessage(locale, translation)).not.toThrow()
          expect([...messageParameters(translation)].sort(), `${locale}/${messages.namespace}.${key}`).toEqual([...messageParameters(pattern)].sort())
        }
      }
    })
  }
})

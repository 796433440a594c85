/// <reference types="vite/client" />
import { describe, expect, it } from "vitest"
import { checkCatalogues, englishNamespaces } from "../../../core/test/catalogue-checks.js"
import { loadTranslations } from "./load-translations.js"

// Every English namespace the CLI shows: its own (files named `messages.ts` or `…-messages.ts`) and the core's.
const english = englishNamespaces({
  ...import.meta.glob<Record<string, unknown>>("../**/*messages.ts", { eager: true }),
  ...import.meta.glob<Record<string, unknown>>("../../../core/src/**/*messages.ts", { eager: true })
})

describe("the CLI's message catalogues", () => {
  it("find the CLI's and the core's English namespaces", () => {
    expect(english.map((messages) => messages.namespace)).toEqual(
      expect.arrayContaining(["cliHelp", "cliOutput", "errors", "notices"])
    )
  })

  checkCatalogues(english, loadTranslations)
})

/// <reference types="vite/client" />
import { describe, expect, it } from "vitest"
import { checkCatalogues, englishNamespaces } from "../../../core/test/catalogue-checks.js"
import { loadTranslations } from "./load-translations.js"

// Every English namespace of the modal and the core: by convention in a file named `messages.ts` (or `…-messages.ts`).
const english = englishNamespaces({
  ...import.meta.glob<Record<string, unknown>>("../**/*messages.ts", { eager: true }),
  ...import.meta.glob<Record<string, unknown>>("../../../core/src/**/*messages.ts", { eager: true })
})

describe("the message catalogues", () => {
  it("find the modal's and the core's English namespaces", () => {
    expect(english.map((messages) => messages.namespace)).toEqual(
      expect.arrayContaining(["buttons", "modal", "errors", "notices"])
    )
  })

  checkCatalogues(english, loadTranslations)
})

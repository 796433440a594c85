import { describe, expect, it } from "vitest"
import { isDisplayLocale, localeDirection, matchLocale } from "./locales.js"

describe("matchLocale", () => {
  it("takes the first preference that fits, by exact tag then by language", () => {
    expect(matchLocale(["fr-FR", "de-AT", "en"])).toBe("de")
    expect(matchLocale(["zh-TW"])).toBe("zh-CN")
    expect(matchLocale(["ZH-cn"])).toBe("zh-CN")
    expect(matchLocale("ar-EG")).toBe("ar")
  })

  it("reads a POSIX LANG, and falls back to English for C, POSIX, unknown or nothing", () => {
    expect(matchLocale("ja_JP.UTF-8")).toBe("ja")
    expect(matchLocale("es_ES@euro")).toBe("es")
    expect(matchLocale("C")).toBe("en")
    expect(matchLocale("POSIX")).toBe("en")
    expect(matchLocale(["fr", "it"])).toBe("en")
    expect(matchLocale(undefined)).toBe("en")
  })

  it("gives the pseudo-locale only when asked for by its tag", () => {
    expect(matchLocale("en-XA")).toBe("en-XA")
    expect(matchLocale("en-GB")).toBe("en")
    expect(isDisplayLocale("en-XA")).toBe(true)
    expect(isDisplayLocale("fr")).toBe(false)
  })

  it("runs Arabic right to left", () => {
    expect(localeDirection("ar")).toBe("rtl")
    expect(localeDirection("ja")).toBe("ltr")
  })
})

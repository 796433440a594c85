import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { resolveTheme, Theme } from "./theme.js"

describe("theme", () => {
  it("light puts the accent on white, dark on near-black", () => {
    const light = resolveTheme({ themeMode: "light", themeVariables: { accent: "#ff0066" } })
    expect(light).toMatchObject({ mode: "light", accent: "#ff0066", background: "#ffffff" })
    const dark = resolveTheme({ themeMode: "dark", themeVariables: {} })
    expect(dark.mode).toBe("dark")
    const [r, g, b] = [1, 3, 5].map((index) => parseInt(dark.background.slice(index, index + 2), 16))
    expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(0x20)
  })

  itEffect("mode and variables change through the controller", () =>
    Effect.gen(function* () {
      const theme = yield* Theme
      expect(theme.store.get().themeMode).toBe("dark")
      yield* theme.setThemeMode("light")
      yield* theme.setThemeVariables({ accent: "#00aa55" })
      yield* theme.setThemeVariables({ borderRadius: "8px" })
      expect(theme.store.get()).toEqual({ themeMode: "light", themeVariables: { accent: "#00aa55", borderRadius: "8px" } })
    }).pipe(Effect.provide(Theme.layer({ themeMode: "dark", themeVariables: {} })))
  )
})

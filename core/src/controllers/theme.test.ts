import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { themeValues } from "../theme/values.js"
import { resolveColorScheme, resolveTheme, Theme } from "./theme.js"

describe("theme", () => {
  it("light puts the accent on white, dark on near-black; system follows the preference it is given", () => {
    const light = resolveTheme({ themeMode: "light", themeVariables: { accent: "#ff0066" } })
    expect(light).toEqual({ mode: "light", scheme: "light", variables: { accent: "#ff0066" } })
    expect(themeValues(light)).toMatchObject({ accent: "#ff0066", background: "#ffffff" })
    expect(themeValues(resolveTheme({ themeMode: "dark", themeVariables: {} })).background).toBe("#121314")
    const system = resolveTheme({ themeMode: "system", themeVariables: {} }, () => "dark")
    expect(system).toEqual({ mode: "system", scheme: "dark", variables: {} })
    expect(themeValues(system).background).toBe("#121314")
    expect(resolveColorScheme("system", () => "light")).toBe("light")
    expect(resolveColorScheme("dark", () => "light")).toBe("dark")
  })

  it("keeps only the variables the dApp set; an option given as undefined leaves the default", () => {
    const chosen = resolveTheme({ themeMode: "light", themeVariables: { accent: "#ffcc00", border: undefined } })
    expect(chosen.variables).toEqual({ accent: "#ffcc00" })
    expect(themeValues(chosen)).toMatchObject({
      accent: "#ffcc00",
      accentForeground: "#ffffff",
      border: "#dfe2e8",
      borderRadius: "16px",
      zIndex: 2147483000
    })
  })

  itEffect("mode and variables change through the controller; a value that ends its declaration is refused", () =>
    Effect.gen(function* () {
      const theme = yield* Theme
      expect(theme.store.get().themeMode).toBe("system")
      yield* theme.setThemeMode("light")
      yield* theme.setThemeVariables({ accent: "#00aa55" })
      yield* theme.setThemeVariables({ borderRadius: "8px" })
      expect(theme.store.get()).toEqual({
        themeMode: "light",
        themeVariables: { accent: "#00aa55", borderRadius: "8px" }
      })
      const refused = yield* Effect.exit(theme.setThemeVariables({ accent: "red;} body{display:none" }))
      expect(Exit.isFailure(refused) && JSON.stringify(refused.cause)).toContain("InvalidInput")
      expect(theme.store.get().themeVariables.accent).toBe("#00aa55")
      yield* theme.setThemeMode("system")
      expect(theme.store.get().themeMode).toBe("system")
    }).pipe(Effect.provide(Theme.layer({ themeMode: "system", themeVariables: {} })))
  )
})

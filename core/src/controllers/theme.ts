import { Context, Effect, Layer } from "effect"
import type { ThemeMode, ThemeState, ThemeVariables } from "../domain/theme.js"
import { makeStore, type Store } from "../state/store.js"

export { resolveTheme, type ThemeTokens } from "./theme-tokens.js"

export class Theme extends Context.Service<
  Theme,
  {
    readonly store: Store<ThemeState>
    readonly setThemeMode: (mode: ThemeMode) => Effect.Effect<void>
    readonly setThemeVariables: (variables: ThemeVariables) => Effect.Effect<void>
  }
>()("gangway/Theme") {
  static layer(initial: ThemeState): Layer.Layer<Theme> {
    return Layer.sync(Theme, () => {
      const store = makeStore(initial)
      return {
        store,
        setThemeMode: (themeMode) => store.update((state) => ({ ...state, themeMode })),
        setThemeVariables: (themeVariables) =>
          store.update((state) => ({ ...state, themeVariables: { ...state.themeVariables, ...themeVariables } }))
      }
    })
  }
}

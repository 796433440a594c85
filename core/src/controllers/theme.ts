import { Context, Effect, Layer, Schema } from "effect"
import { type ThemeMode, type ThemeState, ThemeVariables } from "../domain/theme.js"
import { InvalidInput } from "../errors.js"
import { makeStore, type Store } from "./store.js"

export { preferredColorScheme, resolveColorScheme, resolveTheme, type ThemeTokens } from "../theme/tokens.js"

const decodeVariables = Schema.decodeUnknownEffect(ThemeVariables)

export class Theme extends Context.Service<
  Theme,
  {
    readonly store: Store<ThemeState>
    readonly setThemeMode: (mode: ThemeMode) => Effect.Effect<void>
    /** Merges over the variables set before; a value that could end its CSS declaration fails as InvalidInput. */
    readonly setThemeVariables: (variables: ThemeVariables) => Effect.Effect<void, InvalidInput>
  }
>()("gangway/Theme") {
  static layer(initial: ThemeState): Layer.Layer<Theme> {
    return Layer.sync(Theme, () => {
      const store = makeStore(initial)
      return {
        store,
        setThemeMode: (themeMode) => store.update((state) => ({ ...state, themeMode })),
        setThemeVariables: (variables) =>
          decodeVariables(variables).pipe(
            Effect.mapError((issue) => new InvalidInput({ field: "themeVariables", reason: issue.message })),
            Effect.flatMap((themeVariables) =>
              store.update((state) => ({ ...state, themeVariables: { ...state.themeVariables, ...themeVariables } }))
            )
          )
      }
    })
  }
}

import { Effect } from "effect"
import { Theme } from "../../controllers/theme.js"

export type SetThemeVariablesParameters = Parameters<Theme["Service"]["setThemeVariables"]>
export type SetThemeVariablesReturnType = Effect.Success<ReturnType<Theme["Service"]["setThemeVariables"]>>
export type SetThemeVariablesErrorType = Effect.Error<ReturnType<Theme["Service"]["setThemeVariables"]>>

/** Merges the CSS variables over the ones set before; a value that could end its declaration fails as InvalidInput. */
export const setThemeVariables = Effect.fn("Theme.setVariables")(function* (
  ...parameters: SetThemeVariablesParameters
) {
  const theme = yield* Theme
  return yield* theme.setThemeVariables(...parameters)
})

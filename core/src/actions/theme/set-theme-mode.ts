import { Effect } from "effect"
import { Theme } from "../../controllers/theme.js"

export type SetThemeModeParameters = Parameters<Theme["Service"]["setThemeMode"]>
export type SetThemeModeReturnType = Effect.Success<ReturnType<Theme["Service"]["setThemeMode"]>>
export type SetThemeModeErrorType = Effect.Error<ReturnType<Theme["Service"]["setThemeMode"]>>

/** Light or dark from now on. */
export const setThemeMode = Effect.fn("Theme.setMode")(function* (...parameters: SetThemeModeParameters) {
  const theme = yield* Theme
  return yield* theme.setThemeMode(...parameters)
})

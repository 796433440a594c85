import type { ColorScheme, ThemeMode, ThemeState, ThemeVariables } from "../domain/theme.js"
import { defaultFonts, defaultShape, palettes } from "../theme/palette.js"

/**
 * The theme a UI renders. `variables` are only those the dApp set (React puts them inline on the
 * modal's root, over the stylesheet's defaults); the colours are resolved for `scheme`, the
 * palette "system" stands for at the moment they were read ("light" where no preference is known).
 */
export interface ThemeTokens {
  readonly mode: ThemeMode
  readonly scheme: ColorScheme
  readonly variables: ThemeVariables
  readonly accent: string
  readonly accentForeground: string
  readonly background: string
  readonly foreground: string
  readonly muted: string
  readonly border: string
  readonly success: string
  readonly error: string
  readonly fontFamily: string
  readonly fontFamilyMono: string
  readonly borderRadius: string
  readonly overlayColor: string
  readonly overlayBlur: string
  readonly zIndex: number
}

/** The visitor's preferred colour scheme, where the platform tells it. */
export const preferredColorScheme = (): ColorScheme =>
  globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches === true ? "dark" : "light"

export const resolveColorScheme = (mode: ThemeMode, preferred: () => ColorScheme = preferredColorScheme): ColorScheme =>
  mode === "system" ? preferred() : mode

// An option given as `undefined` does not replace a default.
const setOnly = (variables: ThemeVariables): ThemeVariables =>
  Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined))

export const resolveTheme = (state: ThemeState, preferred?: () => ColorScheme): ThemeTokens => {
  const scheme = resolveColorScheme(state.themeMode, preferred)
  const variables = setOnly(state.themeVariables)
  return {
    mode: state.themeMode,
    scheme,
    ...palettes[scheme],
    ...defaultFonts,
    ...defaultShape,
    ...(variables as Partial<Omit<ThemeTokens, "mode" | "scheme" | "variables">>),
    variables
  }
}

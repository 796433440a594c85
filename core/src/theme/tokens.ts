import type { ColorScheme, ThemeMode, ThemeState, ThemeVariables } from "../domain/theme.js"

/**
 * What a UI needs to render the theme: the configured mode, the palette it stands for at the moment
 * it was read (`scheme`: for "system" the visitor's preference, "light" where none is known), and
 * only the variables the dApp set (React writes them inline on each root, over the stylesheet's
 * defaults). Every value with its default filled in: `themeValues(tokens)`.
 */
export interface ThemeTokens {
  readonly mode: ThemeMode
  readonly scheme: ColorScheme
  readonly variables: ThemeVariables
}

/** The visitor's preferred colour scheme, where the platform tells it. */
export const preferredColorScheme = (): ColorScheme =>
  globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches === true ? "dark" : "light"

export const resolveColorScheme = (
  mode: ThemeMode,
  preferred: () => ColorScheme = preferredColorScheme
): ColorScheme => (mode === "system" ? preferred() : mode)

export const resolveTheme = (state: ThemeState, preferred?: () => ColorScheme): ThemeTokens => ({
  mode: state.themeMode,
  scheme: resolveColorScheme(state.themeMode, preferred),
  // An option given as `undefined` does not replace a default.
  variables: Object.fromEntries(Object.entries(state.themeVariables).filter(([, value]) => value !== undefined))
})

import { Schema } from "effect"

export const ThemeMode = Schema.Literals(["light", "dark"])
export type ThemeMode = typeof ThemeMode.Type

/** Overrides a dApp may set; the UIs turn them into CSS custom properties. */
export const ThemeVariables = Schema.Struct({
  accent: Schema.optional(Schema.String),
  fontFamily: Schema.optional(Schema.String),
  borderRadius: Schema.optional(Schema.String),
  zIndex: Schema.optional(Schema.Number)
})
export type ThemeVariables = typeof ThemeVariables.Type

export const ThemeState = Schema.Struct({
  themeMode: ThemeMode,
  themeVariables: ThemeVariables
})
export type ThemeState = typeof ThemeState.Type

export const initialThemeState: ThemeState = { themeMode: "dark", themeVariables: {} }

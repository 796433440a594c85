import type { ThemeMode, ThemeVariables } from "../domain/theme.js"

/** A mode and variables, spread into the options: `createGangway({ ...midnightTheme, ... })`. */
export interface ReadyTheme {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
}

/** The built-in look: follows the system's light or dark setting, blue accent. */
export const defaultTheme: ReadyTheme = { themeMode: "system", themeVariables: {} }

/** Deep navy with a violet accent, always dark. */
export const midnightTheme: ReadyTheme = {
  themeMode: "dark",
  themeVariables: {
    accent: "#8b7cf6",
    accentForeground: "#000000",
    background: "#0b1020",
    foreground: "#e8ebf7",
    muted: "#9aa3c0",
    border: "#232a44",
    success: "#4ade80",
    error: "#fb7185",
    overlayColor: "rgba(3,5,14,.7)",
    overlayBlur: "6px"
  }
}

/** Warm paper with a terracotta accent and squarer corners, always light. */
export const sandTheme: ReadyTheme = {
  themeMode: "light",
  themeVariables: {
    accent: "#b4532a",
    accentForeground: "#ffffff",
    background: "#fbf7f0",
    foreground: "#2b2118",
    muted: "#6e6253",
    border: "#e4dacb",
    success: "#2f7d32",
    error: "#b3261e",
    borderRadius: "8px",
    overlayColor: "rgba(43,33,24,.45)"
  }
}

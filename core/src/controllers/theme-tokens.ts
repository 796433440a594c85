import type { ThemeMode, ThemeState } from "../domain/theme.js"

/** The resolved tokens a UI renders (React turns them into CSS custom properties). */
export interface ThemeTokens {
  readonly mode: ThemeMode
  readonly accent: string
  readonly background: string
  readonly surface: string
  readonly foreground: string
  readonly muted: string
  readonly border: string
  readonly success: string
  readonly error: string
  readonly onAccent: string
  readonly fontFamily: string
  readonly borderRadius: string
  readonly zIndex: number
}

const DEFAULT_ACCENT = "#3b6cf6"

const palettes: Record<ThemeMode, Omit<ThemeTokens, "mode" | "accent" | "fontFamily" | "borderRadius" | "zIndex">> = {
  // Light: the accent on a white background.
  light: {
    background: "#ffffff",
    surface: "#f3f4f6",
    foreground: "#111318",
    muted: "#5b6170",
    border: "#dfe2e8",
    success: "#0f7a3d",
    error: "#c0262d",
    onAccent: "#ffffff"
  },
  // Dark: the accent on a near-black background.
  dark: {
    background: "#121314",
    surface: "#1d1f22",
    foreground: "#f3f4f6",
    muted: "#a3a9b6",
    border: "#2e3136",
    success: "#3ecf7a",
    error: "#ff6b6b",
    onAccent: "#ffffff"
  }
}

export const resolveTheme = (state: ThemeState): ThemeTokens => ({
  mode: state.themeMode,
  ...palettes[state.themeMode],
  accent: state.themeVariables.accent ?? DEFAULT_ACCENT,
  fontFamily:
    state.themeVariables.fontFamily ?? "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  borderRadius: state.themeVariables.borderRadius ?? "16px",
  zIndex: state.themeVariables.zIndex ?? 2147483000
})

import type { ColorScheme } from "../domain/theme.js"

/** The colours a mode starts from before the dApp's variables; the stylesheet holds the same values. */
export interface Palette {
  readonly accent: string
  readonly accentForeground: string
  readonly background: string
  readonly foreground: string
  readonly muted: string
  readonly border: string
  readonly success: string
  readonly error: string
  readonly overlayColor: string
}

export const palettes: Record<ColorScheme, Palette> = {
  light: {
    accent: "#3b6cf6",
    accentForeground: "#ffffff",
    background: "#ffffff",
    foreground: "#111318",
    muted: "#5b6170",
    border: "#dfe2e8",
    success: "#0f7a3d",
    error: "#c0262d",
    overlayColor: "rgba(8,9,12,.55)"
  },
  dark: {
    accent: "#3b6cf6",
    accentForeground: "#ffffff",
    background: "#121314",
    foreground: "#f3f4f6",
    muted: "#a3a9b6",
    border: "#2e3136",
    success: "#3ecf7a",
    error: "#ff6b6b",
    overlayColor: "rgba(8,9,12,.55)"
  }
}

export const defaultFonts = {
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  fontFamilyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
} as const

export const defaultShape = { borderRadius: "16px", overlayBlur: "0px", zIndex: 2147483000 } as const

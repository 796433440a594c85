import type { ThemeTokens, ThemeVariables } from "@gangway/core"
import type { CSSProperties } from "react"

const properties: { readonly [K in keyof Required<ThemeVariables>]: `--gw-${string}` } = {
  accent: "--gw-accent",
  accentForeground: "--gw-accent-fg",
  background: "--gw-bg",
  foreground: "--gw-fg",
  muted: "--gw-muted",
  border: "--gw-border",
  error: "--gw-error",
  success: "--gw-success",
  fontFamily: "--gw-font",
  fontFamilyMono: "--gw-font-mono",
  borderRadius: "--gw-radius",
  overlayColor: "--gw-overlay",
  overlayBlur: "--gw-overlay-blur",
  zIndex: "--gw-z"
}

/**
 * The inline style of a `.gw-root`: only what the dApp chose. The stylesheet's defaults (both
 * palettes, picked by `color-scheme` through `light-dark()`) sit in a zero-specificity rule, so a
 * page rule such as `.gw-root{--gw-accent:…}` overrides them and these options override both.
 * "system" sets no `color-scheme` here: the stylesheet's `light dark` follows the OS, without script.
 */
export const themeStyle = (tokens: ThemeTokens): CSSProperties => {
  const style: Record<string, string> = {}
  for (const [key, value] of Object.entries(tokens.variables)) {
    const property = properties[key as keyof ThemeVariables]
    if (property !== undefined && value !== undefined) style[property] = String(value)
  }
  if (tokens.mode !== "system") style.colorScheme = tokens.mode
  return style as CSSProperties
}

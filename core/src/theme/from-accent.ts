import type { ThemeMode, ThemeVariables } from "../domain/theme.js"
import { mix, parseColor, readableOn, toHex } from "./contrast.js"
import { palettes } from "./palette.js"

/**
 * Theme variables from one accent colour: the text on the accent is black or white, whichever
 * has the higher WCAG contrast ratio against it. With a fixed mode, the background, borders and
 * muted text take a faint tint of the accent too; with "system" (the default) only the accent
 * changes, so both palettes stay valid. A colour that is not `#hex` or `rgb()` is refused.
 */
export const themeFromAccent = (accent: string, mode: ThemeMode = "system"): ThemeVariables => {
  const rgb = parseColor(accent)
  if (rgb === undefined) throw new TypeError(`themeFromAccent: "${accent}" is not a #hex or rgb() colour`)
  const base = { accent: toHex(rgb), accentForeground: readableOn(rgb) }
  if (mode === "system") return base
  const palette = palettes[mode]
  const tint = (color: string, amount: number) => toHex(mix(parseColor(color) ?? rgb, rgb, amount))
  return {
    ...base,
    background: tint(palette.background, 0.04),
    foreground: palette.foreground,
    muted: tint(palette.muted, 0.12),
    border: tint(palette.border, 0.18)
  }
}

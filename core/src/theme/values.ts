import type { ThemeTokens } from "./tokens.js"
import { defaultFonts, defaultShape, palettes, type Palette } from "./palette.js"

/** Every theme variable with its value: the dApp's where set, else the default of the palette in effect. */
export interface ThemeValues extends Palette {
  readonly fontFamily: string
  readonly fontFamilyMono: string
  readonly borderRadius: string
  readonly overlayBlur: string
  readonly zIndex: number
}

/** For a UI outside the modal's stylesheet (a canvas, a terminal) that needs the colours themselves. */
export const themeValues = (tokens: ThemeTokens): ThemeValues => ({
  ...palettes[tokens.scheme],
  ...defaultFonts,
  ...defaultShape,
  ...(tokens.variables as Partial<ThemeValues>)
})

import { describe, expect, it } from "vitest"
import { contrastRatio, parseColor, readableOn, relativeLuminance } from "./contrast.js"
import { themeFromAccent } from "./from-accent.js"
import { defaultTheme, midnightTheme, sandTheme } from "./ready-themes.js"

const rgb = (value: string) => {
  const parsed = parseColor(value)
  if (parsed === undefined) throw new Error(`not a colour: ${value}`)
  return parsed
}
const black = rgb("#000")
const white = rgb("#fff")

describe("contrast", () => {
  it("reads hex and rgb() colours and nothing else", () => {
    expect(parseColor("#3b6cf6")).toEqual({ r: 59, g: 108, b: 246 })
    expect(parseColor("#fc0")).toEqual({ r: 255, g: 204, b: 0 })
    expect(parseColor("rgb(255 204 0 / 50%)")).toEqual({ r: 255, g: 204, b: 0 })
    expect(parseColor("rgba(1, 2, 3, .5)")).toEqual({ r: 1, g: 2, b: 3 })
    expect(parseColor("oklch(70% .1 200)")).toBeUndefined()
    expect(parseColor("rgb(300 0 0)")).toBeUndefined()
  })

  it("computes WCAG luminance and ratios", () => {
    expect(relativeLuminance(white)).toBe(1)
    expect(relativeLuminance(black)).toBe(0)
    expect(contrastRatio(black, white)).toBe(21)
    // #ffcc00: L = 0.2126 + 0.7152 × 0.6038 = 0.6445
    expect(relativeLuminance(rgb("#ffcc00"))).toBeCloseTo(0.6445, 4)
    expect(contrastRatio(rgb("#ffcc00"), black)).toBeCloseTo(13.89, 2)
    expect(contrastRatio(rgb("#ffcc00"), white)).toBeCloseTo(1.51, 2)
    // #3b6cf6 (the default accent) sits close to the middle: L = 0.1831, 4.50 with white, 4.66 with black.
    expect(relativeLuminance(rgb("#3b6cf6"))).toBeCloseTo(0.1831, 4)
    expect(contrastRatio(rgb("#3b6cf6"), white)).toBeCloseTo(4.5, 2)
    expect(contrastRatio(rgb("#3b6cf6"), black)).toBeCloseTo(4.66, 2)
    expect(contrastRatio(rgb("#2563eb"), white)).toBeCloseTo(5.17, 2)
  })

  it("picks the higher ratio: black on yellow, cyan and the default blue; white on a deeper blue and red", () => {
    expect(readableOn(rgb("#ffcc00"))).toBe("#000000")
    expect(readableOn(rgb("#3b6cf6"))).toBe("#000000")
    expect(readableOn(rgb("#2563eb"))).toBe("#ffffff")
    expect(readableOn(rgb("#e11d48"))).toBe("#ffffff")
    expect(readableOn(rgb("#22d3ee"))).toBe("#000000")
  })
})

describe("themeFromAccent", () => {
  it("sets the accent and its text by contrast; a fixed mode tints the palette", () => {
    expect(themeFromAccent("#FFCC00")).toEqual({ accent: "#ffcc00", accentForeground: "#000000" })
    const dark = themeFromAccent("#2563eb", "dark")
    expect(dark).toMatchObject({ accent: "#2563eb", accentForeground: "#ffffff", foreground: "#f3f4f6" })
    // 4 % of the accent in the dark background.
    expect(dark.background).toBe("#13161d")
    expect(() => themeFromAccent("tomato")).toThrow(/not a #hex or rgb\(\) colour/)
  })

  it("the ready themes' accent text is the one with the higher contrast", () => {
    expect(defaultTheme).toEqual({ themeMode: "system", themeVariables: {} })
    for (const theme of [midnightTheme, sandTheme]) {
      const { accent, accentForeground } = theme.themeVariables
      expect(accentForeground).toBe(readableOn(rgb(accent ?? "")))
      expect(
        contrastRatio(rgb(theme.themeVariables.foreground ?? ""), rgb(theme.themeVariables.background ?? ""))
      ).toBeGreaterThan(7)
    }
  })
})

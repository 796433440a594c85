/** An sRGB colour as 0–255 channels. */
export interface Rgb {
  readonly r: number
  readonly g: number
  readonly b: number
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i

/** Reads `#rgb`, `#rrggbb` (alpha ignored) or `rgb(r g b)`; undefined for any other CSS colour. */
export const parseColor = (value: string): Rgb | undefined => {
  const text = value.trim()
  const hex = HEX.exec(text)?.[1]
  if (hex !== undefined) {
    const digits =
      hex.length <= 4
        ? [...hex.slice(0, 3)].map((digit) => digit + digit)
        : [hex.slice(0, 2), hex.slice(2, 4), hex.slice(4, 6)]
    const [r = 0, g = 0, b = 0] = digits.map((pair) => parseInt(pair, 16))
    return { r, g, b }
  }
  const rgb = RGB_FUNCTION.exec(text)
  if (rgb === null) return undefined
  const [r = 0, g = 0, b = 0] = rgb.slice(1, 4).map(Number)
  return r > 255 || g > 255 || b > 255 ? undefined : { r, g, b }
}

export const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`

const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = ({ r, g, b }: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 }
const WHITE: Rgb = { r: 255, g: 255, b: 255 }

/** Black or white, whichever contrasts more with `background` (white on a tie). */
export const readableOn = (background: Rgb): "#000000" | "#ffffff" =>
  contrastRatio(background, BLACK) > contrastRatio(background, WHITE) ? "#000000" : "#ffffff"

/** `amount` (0–1) of `top` mixed into `base`, channel by channel in sRGB. */
export const mix = (base: Rgb, top: Rgb, amount: number): Rgb => ({
  r: base.r + (top.r - base.r) * amount,
  g: base.g + (top.g - base.g) * amount,
  b: base.b + (top.b - base.b) * amount
})

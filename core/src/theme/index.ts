export { contrastRatio, parseColor, readableOn, relativeLuminance, type Rgb } from "./contrast.js"
export { themeFromAccent } from "./from-accent.js"
export { defaultTheme, midnightTheme, sandTheme, type ReadyTheme } from "./ready-themes.js"

import { Schema } from "effect"

/** "system" follows the visitor's `prefers-color-scheme`, live. */
export const ThemeMode = Schema.Literals(["light", "dark", "system"])
export type ThemeMode = typeof ThemeMode.Type

/** The palette a mode resolves to at one moment. */
export type ColorScheme = "light" | "dark"

// A value becomes one CSS declaration; these characters would end it or open a block.
const CssValue = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => !/[;{}]/.test(value), { expected: "a CSS value without ';', '{' or '}'" })
  )
)

/**
 * The look a dApp may set (options `themeVariables`, `setThemeVariables`). Each one becomes a
 * `--gw-…` custom property on the modal's root; docs/theming.md lists them with their defaults.
 */
export const ThemeVariables = Schema.Struct({
  /** Colour of primary buttons, selection and focus rings (`--gw-accent`). */
  accent: Schema.optional(CssValue),
  /** Text and icons on the accent (`--gw-accent-fg`); white by default, `themeFromAccent` picks black or white by contrast. */
  accentForeground: Schema.optional(CssValue),
  /** The dialog's and toasts' background (`--gw-bg`); surfaces are mixed from it and the foreground. */
  background: Schema.optional(CssValue),
  /** Main text colour (`--gw-fg`). */
  foreground: Schema.optional(CssValue),
  /** Secondary text and icons (`--gw-muted`). */
  muted: Schema.optional(CssValue),
  /** Borders and dividers (`--gw-border`). */
  border: Schema.optional(CssValue),
  /** Error text, invalid fields and failure toasts (`--gw-error`). */
  error: Schema.optional(CssValue),
  /** Success toasts and confirmations (`--gw-success`). */
  success: Schema.optional(CssValue),
  /** Font stack of all text (`--gw-font`). */
  fontFamily: Schema.optional(CssValue),
  /** Font stack of addresses, hashes and codes (`--gw-font-mono`). */
  fontFamilyMono: Schema.optional(CssValue),
  /** Base radius of rows and fields (`--gw-radius`); small controls use 0.625× and the dialog 1.5× of it. */
  borderRadius: Schema.optional(CssValue),
  /** Colour laid over the page behind the dialog (`--gw-overlay`). */
  overlayColor: Schema.optional(CssValue),
  /** Blur of the page behind the dialog, a CSS length (`--gw-overlay-blur`). */
  overlayBlur: Schema.optional(CssValue),
  /** Stacking level of the overlay; toasts sit one above it (`--gw-z`). */
  zIndex: Schema.optional(Schema.Int)
})
export type ThemeVariables = typeof ThemeVariables.Type

export const ThemeState = Schema.Struct({
  themeMode: ThemeMode,
  themeVariables: ThemeVariables
})
export type ThemeState = typeof ThemeState.Type

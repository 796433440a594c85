import type { ThemeTokens } from "@gangway/core"
import type { CSSProperties } from "react"

/** The theme tokens as the `--gw-…` custom properties the stylesheet reads. */
export const themeStyle = (tokens: ThemeTokens): CSSProperties =>
  ({
    "--gw-accent": tokens.accent,
    "--gw-bg": tokens.background,
    "--gw-surface": tokens.surface,
    "--gw-fg": tokens.foreground,
    "--gw-muted": tokens.muted,
    "--gw-border": tokens.border,
    "--gw-success": tokens.success,
    "--gw-error": tokens.error,
    "--gw-on-accent": tokens.onAccent,
    "--gw-font": tokens.fontFamily,
    "--gw-radius": tokens.borderRadius,
    "--gw-z": String(tokens.zIndex),
    colorScheme: tokens.mode
  }) as CSSProperties

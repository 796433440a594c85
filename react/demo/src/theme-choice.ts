import type { ThemeMode } from "@gangway/core"

// The visitor's choice of the page's toggle, kept across reloads in this page's storage. The modal
// follows the page: the dApp passes it as `themeMode` and calls `setThemeMode` on a change.
const KEY = "harbor-swap:theme"

/** The theme the visitor chose last, or the system's when none (or something else is stored). */
export const chosenThemeMode = (): ThemeMode => {
  const stored = localStorage.getItem(KEY)
  if (stored === "light" || stored === "dark") return stored
  return window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark"
}

export const rememberThemeMode = (mode: ThemeMode): void => localStorage.setItem(KEY, mode)

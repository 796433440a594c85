import { setThemeMode } from "./set-theme-mode.js"
import { setThemeVariables } from "./set-theme-variables.js"

export * from "./set-theme-mode.js"
export * from "./set-theme-variables.js"

/** `client.theme`. */
export const themeActions = { setMode: setThemeMode, setVariables: setThemeVariables }

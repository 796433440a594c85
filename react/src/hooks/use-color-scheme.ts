import type { ColorScheme, GangwayState } from "@gangway/core"
import { useSyncExternalStore } from "react"
import { useGangwayState } from "./use-gangway-state.js"

const DARK = "(prefers-color-scheme: dark)"

const subscribe = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(DARK)
  query?.addEventListener("change", onChange)
  return () => query?.removeEventListener("change", onChange)
}
const preferred = (): ColorScheme => (globalThis.matchMedia?.(DARK).matches === true ? "dark" : "light")
// The server knows no preference; hydration starts from it and React re-renders with the browser's.
const onServer = (): ColorScheme => "light"

const selectMode = (state: GangwayState) => state.theme.themeMode

/**
 * The palette in effect: the configured mode, or for "system" the visitor's preference, followed
 * live. For a UI that must know it (a canvas, a chart); the modal's own CSS needs no script.
 */
export const useColorScheme = (): ColorScheme => {
  const mode = useGangwayState(selectMode)
  const system = useSyncExternalStore(subscribe, preferred, onServer)
  return mode === "system" ? system : mode
}

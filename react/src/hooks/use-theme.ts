import type { GangwayClient, ThemeMode, ThemeTokens, ThemeVariables } from "@gangway/core"
import { useGangwayClient } from "../context.js"
import { selectTheme } from "./selectors.js"
import { useGangwayState } from "./use-gangway-state.js"

export interface ThemeView {
  readonly mode: ThemeMode
  readonly variables: ThemeVariables
  /** The resolved colours, font, radius and z-index the components render with. */
  readonly tokens: ThemeTokens
  readonly setThemeMode: GangwayClient["setThemeMode"]
  readonly setThemeVariables: GangwayClient["setThemeVariables"]
}

export const useTheme = (): ThemeView => {
  const client = useGangwayClient()
  const { theme, themeTokens } = useGangwayState(selectTheme)
  return {
    mode: theme.themeMode,
    variables: theme.themeVariables,
    tokens: themeTokens,
    setThemeMode: client.setThemeMode,
    setThemeVariables: client.setThemeVariables
  }
}

import type { GangwayClient, GangwayState, ThemeMode, ThemeTokens, ThemeVariables } from "@gangway/core"
import { useMemo } from "react"
import { useWithClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectTheme = (state: GangwayState) => ({ theme: state.theme, themeTokens: state.themeTokens })

export interface ThemeView {
  readonly mode: ThemeMode
  readonly variables: ThemeVariables
  /** The palette in effect when read and the variables the dApp set; `themeValues(tokens)` fills in every default. */
  readonly tokens: ThemeTokens
  readonly setThemeMode: GangwayClient["setThemeMode"]
  readonly setThemeVariables: GangwayClient["setThemeVariables"]
}

export const useTheme = (): ThemeView => {
  const withClient = useWithClient()
  const { theme, themeTokens } = useGangwayState(selectTheme)
  const actions = useMemo(
    () => ({
      setThemeMode: (mode: ThemeMode) => withClient((client) => client.theme.setMode(mode)),
      setThemeVariables: (variables: ThemeVariables) => withClient((client) => client.theme.setVariables(variables))
    }),
    [withClient]
  )
  return {
    mode: theme.themeMode,
    variables: theme.themeVariables,
    tokens: themeTokens,
    ...actions
  }
}

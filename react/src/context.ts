import type { GangwayClient, GangwayState } from "@gangway/core"
import { createContext, useContext } from "react"

export interface GangwayContextValue {
  readonly client: GangwayClient
  /**
   * The state as of the provider's first render: what the server rendered and
   * what hydration must reproduce, before the live state takes over.
   */
  readonly initialState: GangwayState
}

export const GangwayContext = createContext<GangwayContextValue | null>(null)

export const useGangwayContext = (): GangwayContextValue => {
  const value = useContext(GangwayContext)
  if (value === null) throw new Error("Gangway hooks must be used inside <GangwayProvider client={…}>")
  return value
}

/** The client given to the nearest `<GangwayProvider>`. */
export const useGangwayClient = (): GangwayClient => useGangwayContext().client

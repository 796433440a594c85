import type { GangwayClient } from "@gangway/core"
import { useMemo, useState, type ReactNode } from "react"
import { GangwayContext } from "./context.js"
import { GangwayStyles } from "./internal/styles.js"
import { GangwayModal } from "./modal/gangway-modal.js"

export interface GangwayProviderProps {
  readonly client: GangwayClient
  /** Mount the modal and toasts (default). Set false to render your own UI from the hooks. */
  readonly modal?: boolean
  readonly children?: ReactNode
}

/** Gives the hooks and components their client, and mounts the modal. */
export const GangwayProvider = ({ client, modal = true, children }: GangwayProviderProps) => {
  const [initialState] = useState(() => client.getState())
  const value = useMemo(() => ({ client, initialState }), [client, initialState])
  return (
    <GangwayContext value={value}>
      <GangwayStyles />
      {children}
      {modal && <GangwayModal />}
    </GangwayContext>
  )
}

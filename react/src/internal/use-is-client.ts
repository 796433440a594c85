import { useSyncExternalStore } from "react"

const noSubscription = () => () => {}

/** False on the server and during hydration, true afterwards: for what only exists in a browser (portals). */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  )

import type { GangwayClient, GangwayState } from "@gangway/core"
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { GangwayContext } from "./context.js"
import { onIdle } from "./internal/on-idle.js"
import { GangwayStyles } from "./internal/styles.js"
import { GangwayModal } from "./modal/gangway-modal.js"
import { firstView } from "./modal/views.js"

interface ProviderCommon {
  /** Mount the modal and toasts (default). Set false to render your own UI from the hooks. */
  readonly modal?: boolean
  readonly children?: ReactNode
}

/** A client created up front. */
interface EagerClient {
  readonly client: GangwayClient
  readonly load?: undefined
  readonly initialState?: undefined
}

/**
 * A client whose code loads later: `load` is called once the page is idle after
 * the first render, or at the first interaction that needs the client, whichever
 * comes first. Until then the components render `initialState`
 * (`initialGangwayState(options)` from `@gangway/core`, with the options `load` creates the client with).
 */
interface LazyClient {
  readonly client?: undefined
  readonly load: () => Promise<GangwayClient>
  readonly initialState: GangwayState
}

export type GangwayProviderProps = ProviderCommon & (EagerClient | LazyClient)

/** Gives the hooks and components their client, and mounts the modal. */
export const GangwayProvider = (props: GangwayProviderProps) => {
  const { modal = true, children } = props
  const [loaded, setLoaded] = useState<GangwayClient | undefined>(undefined)
  const client = props.client ?? loaded
  const [initialState] = useState(() => (props.client === undefined ? props.initialState : props.client.getState()))
  // The load runs once per provider; every caller shares its promise.
  const loading = useRef<Promise<GangwayClient> | undefined>(undefined)
  const [loadClient] = useState(() => (): Promise<GangwayClient> => {
    if (props.client !== undefined) return Promise.resolve(props.client)
    loading.current ??= props.load().then((result) => {
      setLoaded(result)
      return result
    })
    return loading.current
  })
  const value = useMemo(() => ({ client, initialState, loadClient }), [client, initialState, loadClient])

  // Once idle after the first paint: the client (when lazy) and the view the connect button opens,
  // so that the first click finds both ready and the modal's first view paints in the next frame.
  useEffect(
    () =>
      onIdle(() => {
        void loadClient().then((loaded) => firstView(loaded).preload())
      }),
    [loadClient]
  )

  return (
    <GangwayContext value={value}>
      <GangwayStyles />
      {children}
      {modal && client !== undefined && <GangwayModal />}
    </GangwayContext>
  )
}

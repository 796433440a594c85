import type { AnalyticsEvent } from "@gangway/core"
import { useEffect, useRef } from "react"
import { useGangwayContext } from "../context.js"

/**
 * Calls `listener` with every event the client tracks (CONNECT_SUCCESS,
 * SWITCH_NETWORK, SEND_SUCCESS…) and the connected address, for as long as the
 * component is mounted; also when analytics is off. The latest `listener` is
 * always the one called.
 */
export const useGangwayEvents = (listener: (event: AnalyticsEvent, address: string | undefined) => void): void => {
  const { client, loadClient } = useGangwayContext()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => {
    let stop: (() => void) | undefined
    let active = true
    const attach = (loaded: typeof client & object) => {
      if (active) stop = loaded.onEvent((event, address) => latest.current(event, address))
    }
    if (client !== undefined) attach(client)
    else void loadClient().then(attach)
    return () => {
      active = false
      stop?.()
    }
  }, [client, loadClient])
}

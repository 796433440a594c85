import type { GangwayClient } from "@gangway/core"
import { useMemo } from "react"
import { useGangwayClient } from "../context.js"

export interface GangwayActions {
  readonly open: GangwayClient["open"]
  readonly close: GangwayClient["close"]
  readonly back: GangwayClient["back"]
  readonly navigate: GangwayClient["navigate"]
  /** The client itself, for anything the hooks do not cover. */
  readonly client: GangwayClient
}

/** The modal's actions; the returned object is stable for a given client. */
export const useGangway = (): GangwayActions => {
  const client = useGangwayClient()
  return useMemo(
    () => ({
      open: client.modal.open,
      close: client.modal.close,
      back: client.modal.back,
      navigate: client.modal.navigate,
      client
    }),
    [client]
  )
}

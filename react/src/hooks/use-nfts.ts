import type { GangwayClient, GangwayState, NftsState } from "@gangway/core"
import { useGangwayClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectNfts = (state: GangwayState) => state.nfts

export interface NftsView extends NftsState {
  /** Reads the list again; rejects with 'Failed to fetch NFTs'. */
  readonly refresh: GangwayClient["refreshNfts"]
}

/** The NFTs the active account holds on the active network (read when `refresh` is called). */
export const useNfts = (): NftsView => {
  const client = useGangwayClient()
  return { ...useGangwayState(selectNfts), refresh: client.nfts.refresh }
}

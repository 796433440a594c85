import type { CaipNetwork, ChainNamespace, GangwayState } from "@gangway/core"
import { useCallback } from "react"
import { useWithClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectNetworks = (state: GangwayState): ReadonlyArray<CaipNetwork> =>
  Object.values(state.chains.chains).flatMap((chain) => chain?.caipNetworks ?? [])
const selectNetwork = (state: GangwayState) => ({
  activeNetwork: state.chains.activeCaipNetwork,
  activeNamespace: state.chains.activeNamespace,
  networks: selectNetworks(state)
})

export interface NetworkView {
  readonly activeNetwork: CaipNetwork | undefined
  readonly activeNamespace: ChainNamespace | undefined
  /** Every configured network, in configuration order per namespace. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly switchNetwork: (network: CaipNetwork) => Promise<void>
}

/** The active network, every configured network, and the action that switches. */
export const useNetwork = (): NetworkView => {
  const withClient = useWithClient()
  const selection = useGangwayState(selectNetwork)
  const switchNetwork = useCallback(
    (network: CaipNetwork) => withClient((client) => client.connection.switchNetwork(network.caipNetworkId)),
    [withClient]
  )
  return { ...selection, switchNetwork }
}

import { emptyAccountState } from "../domain/account-state.js"
import type { CaipNetwork, CaipNetworkId } from "../domain/caip-network.js"
import type { ChainState } from "../domain/chain-state.js"
import type { ChainNamespace } from "../domain/namespace.js"

export interface ChainsState {
  readonly activeNamespace: ChainNamespace | undefined
  readonly activeCaipNetwork: CaipNetwork | undefined
  readonly chains: Readonly<Partial<Record<ChainNamespace, ChainState>>>
}

export const chainsFromNetworks = (networks: ReadonlyArray<CaipNetwork>, active?: CaipNetwork): ChainsState => {
  const chains: Partial<Record<ChainNamespace, ChainState>> = {}
  for (const network of networks) {
    const existing = chains[network.chainNamespace]
    const ids: ReadonlyArray<CaipNetworkId> = [...(existing?.requestedCaipNetworkIds ?? []), network.caipNetworkId]
    chains[network.chainNamespace] = {
      caipNetworks: [...(existing?.caipNetworks ?? []), network],
      requestedCaipNetworkIds: ids,
      approvedCaipNetworkIds: existing?.approvedCaipNetworkIds ?? [],
      smartAccountEnabledNetworks: existing?.smartAccountEnabledNetworks ?? [],
      supportsAllNetworks: existing?.supportsAllNetworks ?? false,
      account: emptyAccountState
    }
  }
  const activeCaipNetwork = active ?? networks[0]
  return { activeNamespace: activeCaipNetwork?.chainNamespace, activeCaipNetwork, chains }
}

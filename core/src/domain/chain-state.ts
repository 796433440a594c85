import type { AccountState } from "./account.js"
import type { CaipNetwork, CaipNetworkId } from "./caip-network.js"

/** Chain state per namespace (SPEC §3): its networks and the account on it. */
export interface ChainState {
  readonly caipNetworks: ReadonlyArray<CaipNetwork>
  readonly requestedCaipNetworkIds: ReadonlyArray<CaipNetworkId>
  readonly approvedCaipNetworkIds: ReadonlyArray<CaipNetworkId>
  readonly smartAccountEnabledNetworks: ReadonlyArray<number>
  readonly supportsAllNetworks: boolean
  readonly account: AccountState
}

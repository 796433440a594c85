import { Context, Effect, Layer } from "effect"
import { emptyAccountState, type AccountState } from "../domain/account.js"
import type { CaipNetwork, CaipNetworkId } from "../domain/caip-network.js"
import type { ChainState } from "../domain/chain-state.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { makeStore, type Store } from "../state/store.js"

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

/**
 * Chain and account state per namespace (SPEC §3). Connecting fills the
 * account; disconnecting resets it.
 */
export class Chains extends Context.Service<
  Chains,
  {
    readonly store: Store<ChainsState>
    readonly activeAccount: () => AccountState | undefined
    readonly setActiveNetwork: (network: CaipNetwork) => Effect.Effect<void>
    readonly patchAccount: (namespace: ChainNamespace, patch: Partial<AccountState>) => Effect.Effect<void>
    readonly resetAccount: (namespace: ChainNamespace) => Effect.Effect<void>
  }
>()("gangway/Chains") {
  static layer(networks: ReadonlyArray<CaipNetwork>, defaultNetwork?: CaipNetwork): Layer.Layer<Chains> {
    return Layer.sync(Chains, () => {
      const store = makeStore(chainsFromNetworks(networks, defaultNetwork))
      const withAccount = (namespace: ChainNamespace, f: (account: AccountState) => AccountState) =>
        store.update((state) => {
          const chain = state.chains[namespace]
          if (chain === undefined) return state
          return { ...state, chains: { ...state.chains, [namespace]: { ...chain, account: f(chain.account) } } }
        })
      return {
        store,
        activeAccount: () => {
          const { activeNamespace, chains } = store.get()
          return activeNamespace === undefined ? undefined : chains[activeNamespace]?.account
        },
        setActiveNetwork: (network) =>
          store.update((state) => ({ ...state, activeNamespace: network.chainNamespace, activeCaipNetwork: network })),
        patchAccount: (namespace, patch) => withAccount(namespace, (account) => ({ ...account, ...patch })),
        resetAccount: (namespace) => withAccount(namespace, () => emptyAccountState)
      }
    })
  }
}

import { Context, type Effect, Layer } from "effect"
import type { AccountState } from "../domain/account.js"
import { emptyAccountState } from "../domain/account-state.js"
import type { CaipNetwork, CaipNetworkId } from "../domain/caip-network.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { makeStore, type Store } from "./store.js"
import { chainsFromNetworks, type ChainsState } from "./chains-state.js"

export type { ChainsState } from "./chains-state.js"

/**
 * Chain and account state per namespace (SPEC §3). Connecting fills the
 * account; disconnecting resets it.
 */
export class Chains extends Context.Service<
  Chains,
  {
    readonly store: Store<ChainsState>
    readonly activeAccount: () => AccountState | undefined
    /** The active account on the active network as `<caipNetworkId>:<address>`; none without an address. */
    readonly activeAccountKey: () => string | undefined
    readonly setActiveNetwork: (network: CaipNetwork) => Effect.Effect<void>
    readonly patchAccount: (namespace: ChainNamespace, patch: Partial<AccountState>) => Effect.Effect<void>
    readonly resetAccount: (namespace: ChainNamespace) => Effect.Effect<void>
    /**
     * The networks a connected wallet approved for the namespace; none given means it can use
     * any of them (`supportsAllNetworks`). `[]` when it disconnects.
     */
    readonly setApproved: (
      namespace: ChainNamespace,
      approved: ReadonlyArray<CaipNetworkId> | undefined
    ) => Effect.Effect<void>
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
      const activeAccount = () => {
        const { activeNamespace, chains } = store.get()
        return activeNamespace === undefined ? undefined : chains[activeNamespace]?.account
      }
      return {
        store,
        activeAccount,
        activeAccountKey: () => {
          const network = store.get().activeCaipNetwork
          const address = activeAccount()?.address
          return address === undefined || network === undefined ? undefined : `${network.caipNetworkId}:${address}`
        },
        setActiveNetwork: (network) =>
          store.update((state) => ({ ...state, activeNamespace: network.chainNamespace, activeCaipNetwork: network })),
        patchAccount: (namespace, patch) => withAccount(namespace, (account) => ({ ...account, ...patch })),
        resetAccount: (namespace) => withAccount(namespace, () => emptyAccountState),
        setApproved: (namespace, approved) =>
          store.update((state) => {
            const chain = state.chains[namespace]
            if (chain === undefined) return state
            const approvedCaipNetworkIds = approved ?? chain.requestedCaipNetworkIds
            return {
              ...state,
              chains: {
                ...state.chains,
                [namespace]: { ...chain, approvedCaipNetworkIds, supportsAllNetworks: approved === undefined }
              }
            }
          })
      }
    })
  }
}

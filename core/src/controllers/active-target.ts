import { Effect } from "effect"
import type { CaipNetwork } from "../domain/caip-network.js"
import { NoActiveCaipAddress, NoActiveCaipNetwork, UnsupportedChain } from "../errors.js"
import type { Chains } from "./chain.js"

/** The connected account on the active network, whatever its namespace. */
export interface ActiveTarget {
  readonly address: string
  /** `<caipNetworkId>:<address>` */
  readonly caipAddress: string
  readonly network: CaipNetwork
}

/** The connected account of the active namespace on the active network, or the catalogue's error. */
export const activeTarget = (
  chains: Chains["Service"]
): Effect.Effect<ActiveTarget, NoActiveCaipAddress | NoActiveCaipNetwork> =>
  Effect.suspend((): Effect.Effect<ActiveTarget, NoActiveCaipAddress | NoActiveCaipNetwork> => {
    const { activeCaipNetwork } = chains.store.get()
    const account = chains.activeAccount()
    if (activeCaipNetwork === undefined) return Effect.fail(new NoActiveCaipNetwork())
    if (account?.address === undefined || account.status !== "connected") return Effect.fail(new NoActiveCaipAddress())
    return Effect.succeed<ActiveTarget>({
      address: account.address,
      caipAddress: `${activeCaipNetwork.caipNetworkId}:${account.address}`,
      network: activeCaipNetwork
    })
  })

/** The active target when it is an eip155 account (names and avatars are EVM-only). */
export const activeEvmTarget = (
  chains: Chains["Service"]
): Effect.Effect<ActiveTarget, NoActiveCaipAddress | NoActiveCaipNetwork> =>
  Effect.flatMap(activeTarget(chains), (target) =>
    target.network.chainNamespace === "eip155" ? Effect.succeed(target) : Effect.fail(new NoActiveCaipNetwork())
  )

/**
 * The active target when the wallet is on one of the dApp's networks: a wallet gone to a
 * network the dApp does not list (kept there by `allowUnsupportedChain`, or not yet switched
 * back) would sign for another chain than the one the dApp prepared, so sending stops there.
 */
export const sendingTarget = (
  chains: Chains["Service"]
): Effect.Effect<ActiveTarget, NoActiveCaipAddress | NoActiveCaipNetwork | UnsupportedChain> =>
  Effect.flatMap(activeTarget(chains), (target) => {
    const walletNetwork = chains.activeAccount()?.caipAddress?.split(":").slice(0, 2).join(":")
    const listed = chains.store.get().chains[target.network.chainNamespace]?.caipNetworks ?? []
    return walletNetwork === undefined || listed.some((network) => network.caipNetworkId === walletNetwork)
      ? Effect.succeed(target)
      : Effect.fail(new UnsupportedChain({ caipNetworkId: walletNetwork }))
  })

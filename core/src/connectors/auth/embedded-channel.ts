import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import { USER_REJECTED } from "../provider.js"
import type { FrameTransport } from "./frame-transport.js"

/**
 * What a namespace's adapter needs to put the frame's embedded wallet behind the wallet
 * interface it already knows (an EIP-1193 provider, a Wallet Standard wallet): requests on a
 * chain, answered by the frame (not-safe ones after the person's approval there).
 * Failures are errors with an EIP-1193 `code` (4001: rejected in the frame).
 */
export interface EmbeddedWalletChannel {
  readonly request: (chainId: CaipNetworkId, method: string, params?: unknown) => Promise<unknown>
  readonly switchNetwork: (chainId: CaipNetworkId) => Promise<CaipNetworkId>
}

/** The embedded wallet's account on one chain, as the frame reports it. */
export interface EmbeddedAccount {
  readonly address: string
  readonly chainId: CaipNetworkId
}

const providerError = (error: { readonly _tag: string; readonly message: string }) =>
  Object.assign(new Error(error.message), { code: error._tag === "SignatureDeclined" ? USER_REJECTED : -32603 })

export const embeddedChannel = (transport: FrameTransport): EmbeddedWalletChannel => {
  const ask = <A>(effect: Effect.Effect<A, { readonly _tag: string; readonly message: string }>) =>
    Effect.runPromise(Effect.mapError(effect, providerError))
  return {
    request: async (chainId, method, params) =>
      (
        await ask(
          transport.request("RPC_REQUEST", params === undefined ? { chainId, method } : { chainId, method, params })
        )
      ).result,
    switchNetwork: async (chainId) => (await ask(transport.request("SWITCH_NETWORK", { chainId }))).chainId
  }
}

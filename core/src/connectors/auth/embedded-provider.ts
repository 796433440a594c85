import { Effect } from "effect"
import type { CaipNetworkId } from "../../domain/caip-network.js"
import type { FrameUser } from "../../domain/frame.js"
import { USER_REJECTED, type Eip1193Provider } from "../provider.js"
import type { FrameTransport } from "./frame-transport.js"

type Listener = (...args: Array<any>) => void

/** A JSON-RPC style error a dApp's library (viem, ethers) understands. */
const providerError = (error: { readonly _tag: string; readonly message: string }) =>
  Object.assign(new Error(error.message), { code: error._tag === "SignatureDeclined" ? USER_REJECTED : -32603 })

const chainNumber = (chainId: CaipNetworkId): number => Number(chainId.slice(chainId.indexOf(":") + 1))

export interface EmbeddedProvider extends Eip1193Provider {
  /** The frame's user changed (logged in, switched network, signed out). */
  readonly setUser: (user: FrameUser | undefined, chainId: CaipNetworkId) => void
}

/**
 * The embedded wallet as an EIP-1193 provider, for the eip155 adapter: accounts and chain from
 * the frame's user, network switches and every other method through the frame (RPC_REQUEST;
 * the frame asks the person before it signs anything).
 */
export const embeddedProvider = (transport: FrameTransport): EmbeddedProvider => {
  let address: string | undefined
  let chainId: CaipNetworkId = "eip155:1"
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const ask = <A>(effect: Effect.Effect<A, { readonly _tag: string; readonly message: string }>) =>
    Effect.runPromise(Effect.mapError(effect, providerError))

  const request = async ({ method, params }: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return address === undefined ? [] : [address]
      case "eth_chainId":
        return `0x${chainNumber(chainId).toString(16)}`
      case "wallet_switchEthereumChain": {
        const [target] = (params ?? []) as ReadonlyArray<{ readonly chainId?: string }>
        const next = `eip155:${Number.parseInt(target?.chainId ?? "", 16)}` as CaipNetworkId
        const switched = await ask(transport.request("SWITCH_NETWORK", { chainId: next }))
        chainId = switched.chainId
        emit("chainChanged", `0x${chainNumber(chainId).toString(16)}`)
        return null
      }
      case "wallet_addEthereumChain":
        return null
      default: {
        const answer = await ask(transport.request("RPC_REQUEST", params === undefined ? { chainId, method } : { chainId, method, params }))
        return answer.result
      }
    }
  }

  return {
    request,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    setUser: (user, nextChainId) => {
      const before = address
      address = user?.address
      chainId = nextChainId
      if (before !== address) emit("accountsChanged", address === undefined ? [] : [address])
      if (user === undefined && before !== undefined) emit("disconnect", undefined)
    }
  }
}

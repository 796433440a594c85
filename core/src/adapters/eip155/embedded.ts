import { caipNetworkIdOf, type CaipNetworkId } from "../../domain/caip-network.js"
import type { EmbeddedAccount, EmbeddedWalletChannel } from "../../connectors/auth/embedded-channel.js"
import type { Eip1193Provider } from "../../connectors/provider.js"

// biome-ignore lint/suspicious/noExplicitAny: each EIP-1193 event has its own arguments; `any` keeps every wallet's and library's listener assignable
type Listener = (...args: Array<any>) => void

const chainNumber = (chainId: CaipNetworkId): number => Number(chainId.slice(chainId.indexOf(":") + 1))
const hexChain = (chainId: CaipNetworkId) => `0x${chainNumber(chainId).toString(16)}`

/**
 * The secure frame's embedded wallet as an EIP-1193 provider (what `announced` connects): its
 * account and chain from the frame's user, a network switch and every other method through
 * the frame, which asks the person before it signs anything.
 */
export const embeddedEip1193 = (channel: EmbeddedWalletChannel, account: EmbeddedAccount): Eip1193Provider => {
  let chainId = account.chainId
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  return {
    request: async ({ method, params }) => {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return [account.address]
        case "eth_chainId":
          return hexChain(chainId)
        case "wallet_switchEthereumChain": {
          const [target] = (params ?? []) as ReadonlyArray<{ readonly chainId?: string }>
          chainId = await channel.switchNetwork(caipNetworkIdOf("eip155", Number.parseInt(target?.chainId ?? "", 16)))
          emit("chainChanged", hexChain(chainId))
          return null
        }
        case "wallet_addEthereumChain":
          return null
        default:
          return channel.request(chainId, method, params)
      }
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    }
  }
}

import { Effect } from "effect"
import { createPublicClient, getAddress, http, numberToHex, type Address } from "viem"
import type { Eip1193Provider } from "../../connectors/provider.js"
import { NetworkNotApproved } from "../../errors.js"
import { caipNetworkIdOf, type CaipNetwork } from "../../domain/caip-network.js"
import { rpcUrlOf, type ChainRpcEndpoint } from "../../services/chain-rpc/chain-rpc-url.js"
import type { WalletConnectSessionContext } from "../adapter.js"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { providerSession } from "./provider-session.js"

export const EIP155_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "wallet_sendCalls",
  "wallet_getCapabilities",
  "wallet_getCallsStatus"
]

export const EIP155_EVENTS = ["accountsChanged", "chainChanged"]

/** `eip155:31337:0xabc…` accounts of a session, as [chainId, address] pairs. */
export const sessionAccounts = (accounts: ReadonlyArray<string>) =>
  accounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(":")
    if (namespace !== "eip155" || reference === undefined || address === undefined) return []
    return [{ chainId: Number(reference), address }]
  })

const networkOf = (networks: ReadonlyArray<CaipNetwork>, chainId: number) =>
  networks.find((network) => network.chainNamespace === "eip155" && Number(network.id) === chainId)

/**
 * An EIP-1193 provider over one session: wallet methods go to the wallet, reads to the network's
 * RPC (its own URL, else the multi-chain RPC service when there is a projectId).
 */
const sessionProvider = (context: WalletConnectSessionContext, chainId: number, chainRpc: ChainRpcEndpoint | undefined) => {
  let current = chainId
  const listeners = new Map<string, Set<(...args: Array<unknown>) => void>>()
  const emit = (event: string, ...args: Array<unknown>) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const accounts = () => sessionAccounts(context.accounts())
  const approvedChains = () => new Set(accounts().map((account) => account.chainId))
  const addressesOn = (id: number) => accounts().filter((a) => a.chainId === id).map((a) => getAddress(a.address))

  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      if (method === "eth_accounts" || method === "eth_requestAccounts") return addressesOn(current)
      if (method === "eth_chainId") return numberToHex(current)
      if (EIP155_METHODS.includes(method)) {
        const target = method === "wallet_switchEthereumChain" ? Number((params as Array<{ chainId: string }>)[0]?.chainId) : current
        if (method === "wallet_switchEthereumChain" && !approvedChains().has(target)) {
          throw Object.assign(new Error(`chain ${target} is not part of the WalletConnect session`), { code: 4902 })
        }
        const result = await context.request(`eip155:${current}`, method, params)
        if (method === "wallet_switchEthereumChain") {
          current = target
          emit("chainChanged", numberToHex(target))
        }
        return result
      }
      const network = networkOf(context.networks, current)
      const rpcUrl = network === undefined ? undefined : rpcUrlOf(network, chainRpc)
      if (rpcUrl === undefined) throw new Error(`no RPC URL for chain ${current}`)
      return createPublicClient({ transport: http(rpcUrl) }).request({ method, params } as never)
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

  const detach = context.onEvent(
    (name, data) => {
      if (name === "chainChanged") {
        const id = Number(data)
        if (Number.isSafeInteger(id)) {
          current = id
          emit("chainChanged", numberToHex(id))
        }
      }
      if (name === "accountsChanged" && Array.isArray(data)) {
        emit("accountsChanged", data.map((item: string) => item.split(":").at(-1)))
      }
    },
    () => emit("disconnect")
  )
  return { provider, addresses: () => addressesOn(current), detach }
}

/** WalletConnect's eip155 namespace: EIP-1193 through the wallet, reads through the network's RPC. */
export const eip155WalletConnect = (chainRpc?: ChainRpcEndpoint) =>
  walletConnectNamespace({
    namespace: "eip155",
    methods: EIP155_METHODS,
    events: EIP155_EVENTS,
    session: (context) => {
      const available = sessionAccounts(context.accounts())
      if (available.length === 0) return undefined
      const preferred = Number(context.preferred?.chainNamespace === "eip155" ? context.preferred.id : Number.NaN)
      const chainId = available.some((account) => account.chainId === preferred) ? preferred : (available[0]?.chainId ?? preferred)
      const { provider, addresses, detach } = sessionProvider(context, chainId, chainRpc)
      const approvedNetworks = [...new Set(available.map((account) => caipNetworkIdOf("eip155", account.chainId)))]
      const session = providerSession({
        connector: context.connector,
        provider,
        accounts: addresses() as ReadonlyArray<Address>,
        chainId,
        disconnect: () => {
          detach()
          return context.disconnect()
        }
      })
      return {
        ...session,
        approvedNetworks,
        // A chain the wallet did not approve for this session cannot be added to it: say so plainly.
        switchNetwork: (network) =>
          approvedNetworks.includes(network.caipNetworkId) ? session.switchNetwork(network) : Effect.fail(new NetworkNotApproved({ network: network.name }))
      }
    }
  })

import { Effect } from "effect"
import { createPublicClient, getAddress, http, isAddress, numberToHex, type Address } from "viem"
import type { Eip1193Provider } from "../../connectors/provider.js"
import { MAX_APPROVED_ACCOUNTS, parseAccountId } from "../../connectors/walletconnect/approved-accounts.js"
import { NetworkNotApproved } from "../../errors.js"
import { caipNetworkIdOf, type CaipNetwork } from "../../domain/caip-network.js"
import { rpcUrlOf, type ChainRpcEndpoint } from "../../services/chain-rpc/chain-rpc-url.js"
import type { WalletConnectSessionContext } from "../adapter.js"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { providerSession } from "./provider-session.js"

const EIP155_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "wallet_sendCalls",
  "wallet_getCapabilities",
  "wallet_getCallsStatus"
]

const EIP155_EVENTS = ["accountsChanged", "chainChanged"]

/** `eip155:31337:0xabc…` accounts of a session (CAIP-10 by its grammar, 0x addresses only), as [chainId, address] pairs. */
const sessionAccounts = (accounts: ReadonlyArray<string>) =>
  accounts.flatMap((account) => {
    const parsed = parseAccountId(account)
    if (parsed?.namespace !== "eip155" || !isAddress(parsed.address, { strict: false })) return []
    return [{ chainId: Number(parsed.caipNetworkId.slice("eip155:".length)), address: getAddress(parsed.address) }]
  })

/** A chainChanged payload's chain id: a positive integer, in hex, decimal or CAIP-2 (eip155:N); anything else is none. */
export const eventChainId = (data: unknown): number | undefined => {
  const id =
    typeof data === "number"
      ? data
      : typeof data !== "string" || data.length > 40
        ? Number.NaN
        : /^0x[0-9a-fA-F]{1,13}$/.test(data)
          ? Number.parseInt(data.slice(2), 16)
          : /^(eip155:)?[1-9][0-9]{0,15}$/.test(data)
            ? Number(data.replace("eip155:", ""))
            : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * The addresses of an accountsChanged payload that the session approved on `chainId`, in the
 * wallet's order, or why none is taken. Items are 0x addresses or CAIP-10 ids of that chain.
 */
export const eventAccounts = (
  data: unknown,
  chainId: number,
  approved: ReadonlyArray<Address>
): { readonly accounts: ReadonlyArray<Address> } | { readonly ignored: string } => {
  if (!Array.isArray(data)) return { ignored: "accountsChanged without a list of accounts" }
  if (data.length > MAX_APPROVED_ACCOUNTS) return { ignored: `accountsChanged with ${data.length} accounts` }
  if (data.length === 0) return { accounts: [] }
  const taken: Array<Address> = []
  for (const item of data) {
    const parsed = typeof item === "string" && item.includes(":") ? parseAccountId(item) : undefined
    const address =
      parsed === undefined ? item : parsed.caipNetworkId === `eip155:${chainId}` ? parsed.address : undefined
    const match =
      typeof address === "string"
        ? approved.find((account) => account.toLowerCase() === address.toLowerCase())
        : undefined
    if (match !== undefined && !taken.includes(match)) taken.push(match)
  }
  return taken.length > 0
    ? { accounts: taken }
    : { ignored: `accountsChanged named no account the session approved on eip155:${chainId}` }
}

const networkOf = (networks: ReadonlyArray<CaipNetwork>, chainId: number) =>
  networks.find((network) => network.chainNamespace === "eip155" && Number(network.id) === chainId)

/**
 * An EIP-1193 provider over one session: wallet methods go to the wallet, reads to the network's
 * RPC (its own URL, else the multi-chain RPC service when there is a projectId).
 */
const sessionProvider = (
  context: WalletConnectSessionContext,
  chainId: number,
  chainRpc: ChainRpcEndpoint | undefined
) => {
  let current = chainId
  const listeners = new Map<string, Set<(...args: Array<unknown>) => void>>()
  const ignoredListeners = new Set<(reason: string) => void>()
  const ignore = (reason: string) => {
    for (const listener of ignoredListeners) listener(reason)
  }
  const emit = (event: string, ...args: Array<unknown>) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const accounts = () => sessionAccounts(context.accounts())
  const approvedChains = () => new Set(accounts().map((account) => account.chainId))
  const addressesOn = (id: number) =>
    accounts()
      .filter((a) => a.chainId === id)
      .map((a) => getAddress(a.address))

  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      if (method === "eth_accounts" || method === "eth_requestAccounts") return addressesOn(current)
      if (method === "eth_chainId") return numberToHex(current)
      if (EIP155_METHODS.includes(method)) {
        const target =
          method === "wallet_switchEthereumChain"
            ? (eventChainId(Array.isArray(params) ? params[0]?.chainId : undefined) ?? Number.NaN)
            : current
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
      // Events are the wallet's word: only what the session approved is taken, the rest is logged.
      if (name === "chainChanged") {
        const id = eventChainId(data)
        // Any well-formed chain is taken: one the dApp lacks is what the Unsupported chain view is for.
        if (id === undefined) return ignore("chainChanged without a chain id")
        current = id
        emit("chainChanged", numberToHex(id))
      }
      if (name === "accountsChanged") {
        const read = eventAccounts(data, current, addressesOn(current))
        if ("ignored" in read) return ignore(read.ignored)
        emit("accountsChanged", read.accounts)
      }
    },
    () => emit("disconnect")
  )
  const onIgnored = (listener: (reason: string) => void) => {
    ignoredListeners.add(listener)
    return () => void ignoredListeners.delete(listener)
  }
  return { provider, addresses: () => addressesOn(current), detach, onIgnored }
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
      const chainId = available.some((account) => account.chainId === preferred)
        ? preferred
        : (available[0]?.chainId ?? preferred)
      const { provider, addresses, detach, onIgnored } = sessionProvider(context, chainId, chainRpc)
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
        listen: (listener) => {
          const stopEvents = session.listen(listener)
          const stopIgnored = onIgnored((reason) => listener({ type: "ignored", reason }))
          return () => {
            stopEvents()
            stopIgnored()
          }
        },
        // A chain the wallet did not approve for this session cannot be added to it: say so plainly.
        switchNetwork: (network) =>
          approvedNetworks.includes(network.caipNetworkId)
            ? session.switchNetwork(network)
            : Effect.fail(new NetworkNotApproved({ network: network.name }))
      }
    }
  })

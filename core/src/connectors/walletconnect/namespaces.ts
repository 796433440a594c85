import type { CaipNetwork } from "../../domain/caip-network.js"

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

/** Optional namespaces asking for every eip155 network the dApp has. */
export const optionalNamespaces = (networks: ReadonlyArray<CaipNetwork>) => ({
  eip155: {
    chains: networks.filter((network) => network.chainNamespace === "eip155").map((network) => network.caipNetworkId),
    methods: EIP155_METHODS,
    events: EIP155_EVENTS
  }
})

/** `eip155:31337:0xabc…` accounts of a session, as [chainId, address] pairs. */
export const sessionAccounts = (accounts: ReadonlyArray<string>) =>
  accounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(":")
    if (namespace !== "eip155" || reference === undefined || address === undefined) return []
    return [{ chainId: Number(reference), address }]
  })

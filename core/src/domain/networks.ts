import type { CaipNetwork } from "./caip-network.js"
import {
  arbitrumSepolia,
  avalanche,
  avalancheFuji,
  base,
  baseSepolia,
  blast,
  bsc,
  celo,
  gnosis,
  linea,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  sepolia,
  zksync,
  zora
} from "./evm-networks.js"

export * from "./evm-networks.js"

/**
 * The networks the product knows out of the box (SPEC §1: about 26): the EVM
 * mainnets and testnets most dApps use (viem's definitions as plain data: evm-networks.ts), the three
 * Solana clusters and Bitcoin, plus the local development chains.
 */

export const mainnet: CaipNetwork = {
  id: 1,
  name: "Ethereum",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://eth.merkle.io"] } },
  blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io" } },
  contracts: { multicall3: { address: "0xca11bde05977b3631167028862be2a173976ca11", blockCreated: 14353601 } },
  caipNetworkId: "eip155:1",
  chainNamespace: "eip155",
  assets: { imageId: "ethereum" }
}

export const arbitrum: CaipNetwork = {
  id: 42161,
  name: "Arbitrum One",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://arb1.arbitrum.io/rpc"] } },
  blockExplorers: { default: { name: "Arbiscan", url: "https://arbiscan.io" } },
  contracts: { multicall3: { address: "0xca11bde05977b3631167028862be2a173976ca11", blockCreated: 7654707 } },
  caipNetworkId: "eip155:42161",
  chainNamespace: "eip155",
  assets: { imageId: "arbitrum" }
}

const solanaCurrency = { name: "Solana", symbol: "SOL", decimals: 9 } as const

export const solana: CaipNetwork = {
  id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  name: "Solana",
  nativeCurrency: solanaCurrency,
  rpcUrls: { default: { http: ["https://api.mainnet-beta.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io" } },
  caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  chainNamespace: "solana",
  assets: { imageId: "solana" }
}

export const solanaDevnet: CaipNetwork = {
  id: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  name: "Solana Devnet",
  nativeCurrency: solanaCurrency,
  rpcUrls: { default: { http: ["https://api.devnet.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io/?cluster=devnet" } },
  caipNetworkId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  chainNamespace: "solana",
  testnet: true,
  assets: { imageId: "solana" }
}

export const solanaTestnet: CaipNetwork = {
  id: "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  name: "Solana Testnet",
  nativeCurrency: solanaCurrency,
  rpcUrls: { default: { http: ["https://api.testnet.solana.com"] } },
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io/?cluster=testnet" } },
  caipNetworkId: "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  chainNamespace: "solana",
  testnet: true,
  assets: { imageId: "solana" }
}

const bitcoinCurrency = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const

export const bitcoin: CaipNetwork = {
  id: "000000000019d6689c085ae165831e93",
  name: "Bitcoin",
  nativeCurrency: bitcoinCurrency,
  rpcUrls: { default: { http: ["https://mempool.space/api"] } },
  blockExplorers: { default: { name: "Mempool", url: "https://mempool.space" } },
  caipNetworkId: "bip122:000000000019d6689c085ae165831e93",
  chainNamespace: "bip122",
  assets: { imageId: "bitcoin" }
}

export const bitcoinTestnet: CaipNetwork = {
  id: "000000000933ea01ad0ee984209779ba",
  name: "Bitcoin Testnet",
  nativeCurrency: bitcoinCurrency,
  rpcUrls: { default: { http: ["https://mempool.space/testnet/api"] } },
  blockExplorers: { default: { name: "Mempool", url: "https://mempool.space/testnet" } },
  caipNetworkId: "bip122:000000000933ea01ad0ee984209779ba",
  chainNamespace: "bip122",
  testnet: true,
  assets: { imageId: "bitcoin" }
}

const relayChain = (
  name: string,
  symbol: string,
  decimals: number,
  genesisPrefix: string,
  rpc: string,
  subscan: string,
  testnet: boolean
): CaipNetwork => ({
  id: genesisPrefix,
  name,
  nativeCurrency: { name, symbol, decimals },
  rpcUrls: { default: { http: [], webSocket: [rpc] } },
  blockExplorers: { default: { name: "Subscan", url: `https://${subscan}.subscan.io` } },
  caipNetworkId: `polkadot:${genesisPrefix}`,
  chainNamespace: "polkadot",
  ...(testnet ? { testnet: true } : {}),
  assets: { imageId: "polkadot" }
})

// Polkadot relay chains: CAIP-2 `polkadot:` + the first 32 hex digits of the genesis hash.
// Outside the 26 of SPEC §1; a dApp adds them to its networks to offer Polkadot wallets.
export const polkadot: CaipNetwork = /* @__PURE__ */ relayChain(
  "Polkadot",
  "DOT",
  10,
  "91b171bb158e2d3848fa23a9f1c25182",
  "wss://rpc.polkadot.io",
  "polkadot",
  false
)
export const kusama: CaipNetwork = /* @__PURE__ */ relayChain(
  "Kusama",
  "KSM",
  12,
  "b0a8d493285c2df73290dfb7e61f870f",
  "wss://kusama-rpc.polkadot.io",
  "kusama",
  false
)
export const westend: CaipNetwork = /* @__PURE__ */ relayChain(
  "Westend",
  "WND",
  12,
  "e143f23803ac50e8f6f8e62695d1ce9e",
  "wss://westend-rpc.polkadot.io",
  "westend",
  true
)

/** The local development chain (anvil); give it the RPC URL the local world prints. */
export const localChain = (rpcUrl: string, chainId = 31337): CaipNetwork => ({
  id: chainId,
  name: chainId === 31337 ? "Gangway Local" : `Gangway Local ${chainId}`,
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: "eip155",
  testnet: true,
  // Its own icon: the local chain is not Ethereum mainnet, and the network list shows both.
  assets: { imageId: "gangway-local" }
})

/** The local Solana cluster's CAIP-2 reference (the first 32 characters of its fixed genesis hash). */
export const SOLANA_LOCAL_REFERENCE = "2EPTjCbpZFdiRDpjoRB4MxbTsVktZbGr"

/** The local Solana cluster (litesvm behind Solana JSON-RPC); give it the URLs the local world prints. */
export const solanaLocal = (
  rpcUrl: string,
  wsUrl?: string,
  reference: string = SOLANA_LOCAL_REFERENCE
): CaipNetwork => ({
  id: reference,
  name: "Solana Local",
  nativeCurrency: solanaCurrency,
  rpcUrls: { default: { http: [rpcUrl], ...(wsUrl === undefined ? {} : { webSocket: [wsUrl] }) } },
  caipNetworkId: `solana:${reference}`,
  chainNamespace: "solana",
  testnet: true,
  assets: { imageId: "solana-local" }
})

/**
 * A local Bitcoin regtest ledger behind an Esplora API; give it the URL the local world prints.
 * Its CAIP-2 reference is regtest's genesis hash's first 32 hex digits (written here, not as a
 * module constant, so that a page without Bitcoin carries none of it).
 */
export const bitcoinLocal = (esploraUrl: string, reference = "0f9188f13cb7b2c71f2a335e3a4fc328"): CaipNetwork => ({
  id: reference,
  name: "Bitcoin Local",
  nativeCurrency: bitcoinCurrency,
  rpcUrls: { default: { http: [esploraUrl] } },
  caipNetworkId: `bip122:${reference}`,
  chainNamespace: "bip122",
  testnet: true,
  assets: { imageId: "bitcoin" }
})

/** Every network the product defines (26), local chains aside. */
export const definedNetworks: ReadonlyArray<CaipNetwork> = [
  mainnet,
  arbitrum,
  optimism,
  base,
  polygon,
  bsc,
  avalanche,
  zksync,
  linea,
  scroll,
  gnosis,
  celo,
  mantle,
  blast,
  zora,
  sepolia,
  baseSepolia,
  arbitrumSepolia,
  optimismSepolia,
  polygonAmoy,
  avalancheFuji,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet
]

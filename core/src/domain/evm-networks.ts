// Effect-free and viem-free: the page's first bundle imports these. viem's own chain objects carry
// formatters and serializers (the OP-stack ones pull its transaction serializer and hashes, about
// 20 KB gzip) that Gangway never uses: the client builds its viem chain from this data when a flow
// needs one (adapters/eip155/viem-chain.ts). networks.test.ts checks the data against viem's.
import type { CaipNetwork } from "./caip-network.js"

interface EvmNetworkData {
  readonly id: number
  readonly name: string
  readonly currency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly http: string
  readonly webSocket?: string
  readonly explorer: readonly [name: string, url: string]
  readonly multicall3: readonly [address: string, blockCreated: number]
  readonly imageId: string
  readonly testnet?: true
}

const evmNetwork = (data: EvmNetworkData): CaipNetwork => ({
  id: data.id,
  name: data.name,
  nativeCurrency: data.currency,
  rpcUrls: { default: { http: [data.http], ...(data.webSocket === undefined ? {} : { webSocket: [data.webSocket] }) } },
  blockExplorers: { default: { name: data.explorer[0], url: data.explorer[1] } },
  contracts: { multicall3: { address: data.multicall3[0], blockCreated: data.multicall3[1] } },
  caipNetworkId: `eip155:${data.id}`,
  chainNamespace: "eip155",
  ...(data.testnet === undefined ? {} : { testnet: data.testnet }),
  assets: { imageId: data.imageId }
})

const ether = { name: "Ether", symbol: "ETH", decimals: 18 } as const

// The common EVM networks, as viem defines them (id, name, currency, public RPC, explorer,
// multicall3). Marked pure: a dApp bundles only those it imports.
export const optimism: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 10,
  name: "OP Mainnet",
  currency: ether,
  http: "https://mainnet.optimism.io",
  explorer: ["Optimism Explorer", "https://optimistic.etherscan.io"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 4286263],
  imageId: "optimism"
})
export const base: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 8453,
  name: "Base",
  currency: ether,
  http: "https://mainnet.base.org",
  explorer: ["Basescan", "https://basescan.org"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 5022],
  imageId: "base"
})
export const polygon: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 137,
  name: "Polygon",
  currency: { name: "POL", symbol: "POL", decimals: 18 },
  http: "https://polygon.drpc.org",
  explorer: ["PolygonScan", "https://polygonscan.com"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 25770160],
  imageId: "polygon"
})
export const bsc: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 56,
  name: "BNB Smart Chain",
  currency: { name: "BNB", symbol: "BNB", decimals: 18 },
  http: "https://56.rpc.thirdweb.com",
  explorer: ["BscScan", "https://bscscan.com"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 15921452],
  imageId: "bsc"
})
export const avalanche: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 43114,
  name: "Avalanche",
  currency: { name: "Avalanche", symbol: "AVAX", decimals: 18 },
  http: "https://api.avax.network/ext/bc/C/rpc",
  explorer: ["SnowTrace", "https://snowtrace.io"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 11907934],
  imageId: "avalanche"
})
export const zksync: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 324,
  name: "ZKsync Era",
  currency: ether,
  http: "https://mainnet.era.zksync.io",
  webSocket: "wss://mainnet.era.zksync.io/ws",
  explorer: ["ZKsync Explorer", "https://explorer.zksync.io"],
  multicall3: ["0xF9cda624FBC7e059355ce98a31693d299FACd963", 3908235],
  imageId: "zksync"
})
export const linea: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 59144,
  name: "Linea Mainnet",
  currency: { name: "Linea Ether", symbol: "ETH", decimals: 18 },
  http: "https://rpc.linea.build",
  webSocket: "wss://rpc.linea.build",
  explorer: ["Etherscan", "https://lineascan.build"],
  multicall3: ["0xcA11bde05977b3631167028862bE2a173976CA11", 42],
  imageId: "linea"
})
export const scroll: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 534352,
  name: "Scroll",
  currency: ether,
  http: "https://rpc.scroll.io",
  webSocket: "wss://wss-rpc.scroll.io/ws",
  explorer: ["Scrollscan", "https://scrollscan.com"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 14],
  imageId: "scroll"
})
export const gnosis: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 100,
  name: "Gnosis",
  currency: { name: "xDAI", symbol: "XDAI", decimals: 18 },
  http: "https://rpc.gnosischain.com",
  webSocket: "wss://rpc.gnosischain.com/wss",
  explorer: ["Gnosisscan", "https://gnosisscan.io"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 21022491],
  imageId: "gnosis"
})
export const celo: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 42220,
  name: "Celo",
  currency: { name: "CELO", symbol: "CELO", decimals: 18 },
  http: "https://forno.celo.org",
  explorer: ["Celo Explorer", "https://celoscan.io"],
  multicall3: ["0xcA11bde05977b3631167028862bE2a173976CA11", 13112599],
  imageId: "celo"
})
export const mantle: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 5000,
  name: "Mantle",
  currency: { name: "MNT", symbol: "MNT", decimals: 18 },
  http: "https://rpc.mantle.xyz",
  explorer: ["Mantle Explorer", "https://mantlescan.xyz/"],
  multicall3: ["0xcA11bde05977b3631167028862bE2a173976CA11", 304717],
  imageId: "mantle"
})
export const blast: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 81457,
  name: "Blast",
  currency: ether,
  http: "https://rpc.blast.io",
  explorer: ["Blastscan", "https://blastscan.io"],
  multicall3: ["0xcA11bde05977b3631167028862bE2a173976CA11", 212929],
  imageId: "blast"
})
export const zora: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 7777777,
  name: "Zora",
  currency: ether,
  http: "https://rpc.zora.energy",
  webSocket: "wss://rpc.zora.energy",
  explorer: ["Explorer", "https://explorer.zora.energy"],
  multicall3: ["0xcA11bde05977b3631167028862bE2a173976CA11", 5882],
  imageId: "zora"
})
export const sepolia: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 11155111,
  name: "Sepolia",
  currency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  http: "https://11155111.rpc.thirdweb.com",
  explorer: ["Etherscan", "https://sepolia.etherscan.io"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 751532],
  imageId: "ethereum",
  testnet: true
})
export const baseSepolia: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 84532,
  name: "Base Sepolia",
  currency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  http: "https://sepolia.base.org",
  explorer: ["Basescan", "https://sepolia.basescan.org"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 1059647],
  imageId: "base",
  testnet: true
})
export const arbitrumSepolia: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 421614,
  name: "Arbitrum Sepolia",
  currency: { name: "Arbitrum Sepolia Ether", symbol: "ETH", decimals: 18 },
  http: "https://sepolia-rollup.arbitrum.io/rpc",
  explorer: ["Arbiscan", "https://sepolia.arbiscan.io"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 81930],
  imageId: "arbitrum",
  testnet: true
})
export const optimismSepolia: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 11155420,
  name: "OP Sepolia",
  currency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  http: "https://sepolia.optimism.io",
  explorer: ["Blockscout", "https://optimism-sepolia.blockscout.com"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 1620204],
  imageId: "optimism",
  testnet: true
})
export const polygonAmoy: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 80002,
  name: "Polygon Amoy",
  currency: { name: "POL", symbol: "POL", decimals: 18 },
  http: "https://polygon-amoy.drpc.org",
  explorer: ["PolygonScan", "https://amoy.polygonscan.com"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 3127388],
  imageId: "polygon",
  testnet: true
})
export const avalancheFuji: CaipNetwork = /* @__PURE__ */ evmNetwork({
  id: 43113,
  name: "Avalanche Fuji",
  currency: { name: "Avalanche Fuji", symbol: "AVAX", decimals: 18 },
  http: "https://api.avax-test.network/ext/bc/C/rpc",
  explorer: ["SnowTrace", "https://testnet.snowtrace.io"],
  multicall3: ["0xca11bde05977b3631167028862be2a173976ca11", 7096959],
  imageId: "avalanche",
  testnet: true
})

import { bitcoinLocal, definedNetworks, localChain, MissingNetwork, solanaLocal, type CaipNetwork } from "@gangway/core"
import type { Settings } from "./settings.js"

/** Where the local networks listen: the settings' URLs. */
export type LocalUrls = Pick<Settings, "rpcUrl" | "solanaRpcUrl" | "solanaWsUrl" | "solanaReference"> &
  Partial<Pick<Settings, "bitcoinEsploraUrl">>

/**
 * The names people use for the core's networks, besides what every network answers to
 * (its CAIP id, its chain id or cluster reference, its name, and its name with dashes for spaces).
 */
const usualNames: Readonly<Record<string, ReadonlyArray<string>>> = {
  "eip155:1": ["mainnet", "ethereum", "eth"],
  "eip155:42161": ["arbitrum", "arbitrum-one", "arb"],
  "eip155:10": ["optimism", "op"],
  "eip155:8453": ["base"],
  "eip155:137": ["polygon", "matic"],
  "eip155:56": ["bsc", "bnb", "binance"],
  "eip155:43114": ["avalanche", "avax"],
  "eip155:324": ["zksync", "zksync-era"],
  "eip155:59144": ["linea"],
  "eip155:534352": ["scroll"],
  "eip155:100": ["gnosis", "xdai"],
  "eip155:42220": ["celo"],
  "eip155:5000": ["mantle"],
  "eip155:81457": ["blast"],
  "eip155:7777777": ["zora"],
  "eip155:11155111": ["sepolia"],
  "eip155:84532": ["base-sepolia"],
  "eip155:421614": ["arbitrum-sepolia"],
  "eip155:11155420": ["optimism-sepolia", "op-sepolia"],
  "eip155:80002": ["polygon-amoy", "amoy"],
  "eip155:43113": ["avalanche-fuji", "fuji"],
  "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": ["solana", "solana-mainnet", "solana-mainnet-beta", "mainnet-beta"],
  "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1": ["solana-devnet", "devnet"],
  "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z": ["solana-testnet"],
  "bip122:000000000019d6689c085ae165831e93": ["bitcoin", "bitcoin-mainnet", "btc"],
  "bip122:000000000933ea01ad0ee984209779ba": ["bitcoin-testnet", "testnet"]
}

interface Entry {
  readonly network: CaipNetwork
  readonly names: ReadonlyArray<string>
}

const namesOf = (network: CaipNetwork, extra: ReadonlyArray<string> = []): ReadonlyArray<string> => {
  const name = network.name.toLowerCase()
  return [
    network.caipNetworkId.toLowerCase(),
    String(network.id).toLowerCase(),
    name,
    name.replace(/\s+/g, "-"),
    ...extra,
    ...(usualNames[network.caipNetworkId] ?? [])
  ]
}

/** Every network the CLI knows by name: the local ones first, then every network the core defines. */
const catalogue = (urls: LocalUrls): ReadonlyArray<Entry> => [
  {
    network: localChain(urls.rpcUrl),
    names: namesOf(localChain(urls.rpcUrl), ["local", "localhost", "anvil", "gangway-local"])
  },
  ...[solanaLocal(urls.solanaRpcUrl, urls.solanaWsUrl, urls.solanaReference)].map((network) => ({
    network,
    names: namesOf(network, ["solana-local", "localnet"])
  })),
  ...(urls.bitcoinEsploraUrl === undefined
    ? []
    : [bitcoinLocal(urls.bitcoinEsploraUrl)].map((network) => ({
        network,
        names: namesOf(network, ["bitcoin-local", "regtest"])
      }))),
  ...definedNetworks.map((network) => ({ network, names: namesOf(network) }))
]

const find = (entries: ReadonlyArray<Entry>, name: string) => {
  const key = name.trim().toLowerCase()
  return entries.find((entry) => entry.names.includes(key))?.network
}

/** `eip155:<id>` with a chain id a node can have (a positive integer JavaScript holds exactly). */
const evmChainId = (name: string): number | undefined => {
  const match = /^eip155:([1-9][0-9]{0,15})$/i.exec(name.trim())
  if (match === null) return undefined
  const id = Number(match[1])
  return Number.isSafeInteger(id) ? id : undefined
}

/**
 * An EVM chain the catalogue does not name, given as `eip155:<id>`: reached through
 * `--rpc-url`. Its coin is taken to be 18-decimal ETH (JSON-RPC has no call that says
 * otherwise); `openSession` asks the node its chain id before any command uses it.
 */
const evmChainAt = (chainId: number, rpcUrl: string): CaipNetwork => ({
  id: chainId,
  name: `EVM chain ${chainId}`,
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: "eip155"
})

/** Whether the CLI made `network` up from `eip155:<id>` and `--rpc-url` (not in the catalogue). */
export const isGivenByRpcUrl = (network: CaipNetwork, urls: LocalUrls): boolean =>
  network.chainNamespace === "eip155" &&
  network.rpcUrls.default?.http[0] === urls.rpcUrl &&
  find(catalogue(urls), network.caipNetworkId) === undefined

/**
 * The configured networks: any network of the catalogue by CAIP id, chain id or name, or
 * `eip155:<id>` at `--rpc-url`. Anything else is 'Unknown network: …' (exit 2).
 */
export const resolveNetworks = (names: ReadonlyArray<string>, urls: LocalUrls): ReadonlyArray<CaipNetwork> => {
  const entries = catalogue(urls)
  const networks: Array<CaipNetwork> = []
  for (const name of names) {
    const chainId = evmChainId(name)
    const network = find(entries, name) ?? (chainId === undefined ? undefined : evmChainAt(chainId, urls.rpcUrl))
    if (network === undefined) throw new MissingNetwork({ caipNetworkId: name })
    if (!networks.some((item) => item.caipNetworkId === network.caipNetworkId)) networks.push(network)
  }
  return networks
}

/** One of `networks` by name, CAIP id or chain id; otherwise 'Unknown network: …'. */
export const findNetwork = (networks: ReadonlyArray<CaipNetwork>, name: string, urls: LocalUrls): CaipNetwork => {
  const key = name.trim().toLowerCase()
  const direct = networks.find((network) => namesOf(network).includes(key))
  const known = direct ?? find(catalogue(urls), name)
  const network = known === undefined ? undefined : networks.find((item) => item.caipNetworkId === known.caipNetworkId)
  if (network === undefined) throw new MissingNetwork({ caipNetworkId: name })
  return network
}

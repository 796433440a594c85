import {
  arbitrum,
  bitcoin,
  bitcoinLocal,
  bitcoinTestnet,
  localChain,
  mainnet,
  MissingNetwork,
  solana,
  solanaDevnet,
  solanaLocal,
  solanaTestnet,
  type CaipNetwork
} from "@gangway/core"
import type { Settings } from "./settings.js"

/** Where the local networks listen: the settings' URLs. */
export type LocalUrls = Pick<Settings, "rpcUrl" | "solanaRpcUrl" | "solanaWsUrl" | "solanaReference"> &
  Partial<Pick<Settings, "bitcoinEsploraUrl">>

/** The networks the CLI knows, by every name a person may type (besides the CAIP id and the network's name). */
const catalogue = (urls: LocalUrls): ReadonlyArray<{ readonly network: CaipNetwork; readonly names: ReadonlyArray<string> }> => [
  { network: localChain(urls.rpcUrl), names: ["31337", "local", "localhost", "anvil", "gangway-local"] },
  { network: mainnet, names: ["1", "mainnet", "ethereum"] },
  { network: arbitrum, names: ["42161", "arbitrum", "arbitrum-one"] },
  { network: solanaLocal(urls.solanaRpcUrl, urls.solanaWsUrl, urls.solanaReference), names: ["solana-local", "localnet"] },
  { network: solana, names: ["solana", "solana-mainnet", "solana-mainnet-beta", "mainnet-beta"] },
  { network: solanaDevnet, names: ["solana-devnet", "devnet"] },
  { network: solanaTestnet, names: ["solana-testnet"] },
  ...(urls.bitcoinEsploraUrl === undefined ? [] : [{ network: bitcoinLocal(urls.bitcoinEsploraUrl), names: ["bitcoin-local", "regtest"] }]),
  { network: bitcoin, names: ["bitcoin", "bitcoin-mainnet", "btc"] },
  { network: bitcoinTestnet, names: ["bitcoin-testnet", "testnet"] }
]

const find = (entries: ReturnType<typeof catalogue>, name: string) => {
  const key = name.trim().toLowerCase()
  return entries.find(
    (entry) =>
      entry.names.includes(key) || entry.network.caipNetworkId.toLowerCase() === key || entry.network.name.toLowerCase() === key
  )?.network
}

/** The configured networks; an unknown name is 'Unknown network: …' (exit 2). */
export const resolveNetworks = (names: ReadonlyArray<string>, urls: LocalUrls): ReadonlyArray<CaipNetwork> => {
  const entries = catalogue(urls)
  const networks: Array<CaipNetwork> = []
  for (const name of names) {
    const network = find(entries, name)
    if (network === undefined) throw new MissingNetwork({ caipNetworkId: name })
    if (!networks.some((item) => item.caipNetworkId === network.caipNetworkId)) networks.push(network)
  }
  return networks
}

/** One of `networks` by name, CAIP id or chain id; otherwise 'Unknown network: …'. */
export const findNetwork = (networks: ReadonlyArray<CaipNetwork>, name: string, urls: LocalUrls): CaipNetwork => {
  const key = name.trim().toLowerCase()
  const direct = networks.find(
    (network) =>
      network.caipNetworkId.toLowerCase() === key || String(network.id).toLowerCase() === key || network.name.toLowerCase() === key
  )
  const known = direct ?? find(catalogue(urls), name)
  const network = known === undefined ? undefined : networks.find((item) => item.caipNetworkId === known.caipNetworkId)
  if (network === undefined) throw new MissingNetwork({ caipNetworkId: name })
  return network
}

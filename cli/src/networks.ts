import { arbitrum, localChain, mainnet, MissingNetwork, type CaipNetwork } from "@gangway/core"

/** The EVM networks the CLI knows, by every name a person may type. */
const catalogue = (rpcUrl: string): ReadonlyArray<{ readonly network: CaipNetwork; readonly names: ReadonlyArray<string> }> => [
  { network: localChain(rpcUrl), names: ["eip155:31337", "31337", "local", "localhost", "anvil", "gangway-local"] },
  { network: mainnet, names: ["eip155:1", "1", "mainnet", "ethereum"] },
  { network: arbitrum, names: ["eip155:42161", "42161", "arbitrum", "arbitrum-one"] }
]

const find = (entries: ReturnType<typeof catalogue>, name: string) => {
  const key = name.trim().toLowerCase()
  return entries.find((entry) => entry.names.includes(key) || entry.network.name.toLowerCase() === key)?.network
}

/** The configured networks; an unknown name is 'Unknown network: …' (exit 2). */
export const resolveNetworks = (names: ReadonlyArray<string>, rpcUrl: string): ReadonlyArray<CaipNetwork> => {
  const entries = catalogue(rpcUrl)
  const networks: Array<CaipNetwork> = []
  for (const name of names) {
    const network = find(entries, name)
    if (network === undefined) throw new MissingNetwork({ caipNetworkId: name })
    if (!networks.some((item) => item.caipNetworkId === network.caipNetworkId)) networks.push(network)
  }
  return networks
}

/** One of `networks` by name, CAIP id or chain id; otherwise 'Unknown network: …'. */
export const findNetwork = (networks: ReadonlyArray<CaipNetwork>, name: string): CaipNetwork => {
  const key = name.trim().toLowerCase()
  const direct = networks.find(
    (network) =>
      network.caipNetworkId.toLowerCase() === key || String(network.id) === key || network.name.toLowerCase() === key
  )
  const known = direct ?? find(catalogue(""), name)
  const network = known === undefined ? undefined : networks.find((item) => item.caipNetworkId === known.caipNetworkId)
  if (network === undefined) throw new MissingNetwork({ caipNetworkId: name })
  return network
}

import type { IdentifierString } from "@wallet-standard/base"
import type { CaipNetwork } from "../../domain/caip-network.js"

/** The cluster names wallets use beside CAIP-2 ids, by genesis-hash reference. */
const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": "solana:mainnet",
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: "solana:devnet",
  "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z": "solana:testnet"
}

/** The chain id a Wallet Standard wallet knows for `network`: its CAIP-2 id if listed, else the cluster's name. */
export const walletStandardChainFor = (
  chains: ReadonlyArray<IdentifierString>,
  network: CaipNetwork
): IdentifierString => {
  if (chains.includes(network.caipNetworkId)) return network.caipNetworkId
  const named = CLUSTER_NAMES[String(network.id)]
  return (
    named !== undefined && chains.includes(named as IdentifierString) ? named : network.caipNetworkId
  ) as IdentifierString
}

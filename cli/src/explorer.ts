import type { CaipNetwork } from "@gangway/core"

/** The transaction's page on the network's block explorer, where the network names one (the local chains do not). */
export const transactionExplorerUrl = (network: CaipNetwork, hash: string): string | undefined => {
  const base = network.blockExplorers?.default?.url
  if (base === undefined) return undefined
  const url = new URL(base)
  // Keeps a query the explorer needs (Solscan's ?cluster=devnet).
  url.pathname = `${url.pathname.replace(/\/$/, "")}/tx/${hash}`
  return url.toString()
}

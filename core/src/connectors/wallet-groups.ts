// Effect-free: the page groups its wallets the same way before the client loads.
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { connectorNamespaces } from "./connector-data.js"

const walletName = (connector: Connector) => connector.name.trim().toLowerCase()

/**
 * The page's wallets, found per namespace, grouped by wallet: a wallet that
 * announced itself in several namespaces under one name (EIP-6963 and Wallet
 * Standard), once in each, is one group with a part per namespace (in
 * `namespaces` order); every other wallet is a group of its own. A wallet that
 * announces itself again in a namespace replaces its earlier announcement.
 */
export const groupByWallet = <T>(
  found: ReadonlyMap<ChainNamespace, ReadonlyArray<T>>,
  connectorOf: (item: T) => Connector,
  namespaces: ReadonlyArray<ChainNamespace>
): ReadonlyArray<ReadonlyArray<T>> => {
  const byWallet = new Map<string, Map<ChainNamespace, Array<T>>>()
  for (const namespace of namespaces) {
    const latest = new Map((found.get(namespace) ?? []).map((item) => [connectorOf(item).id, item]))
    for (const item of latest.values()) {
      const key = walletName(connectorOf(item))
      const parts = byWallet.get(key) ?? new Map<ChainNamespace, Array<T>>()
      parts.set(namespace, [...(parts.get(namespace) ?? []), item])
      byWallet.set(key, parts)
    }
  }
  return [...byWallet.values()].flatMap((parts) => {
    const lists = [...parts.values()]
    return lists.length > 1 && lists.every((items) => items.length === 1)
      ? [lists.flat()]
      : lists.flat().map((item) => [item])
  })
}

/**
 * How a group of parts is listed: the first part's id, name and icon, MULTI_CHAIN, every
 * part's namespace, and the rdns of the part that has one (EIP-6963's), by which the
 * directory knows the wallet is installed even when a Wallet Standard part comes first.
 */
export const multiChainConnectorData = (parts: ReadonlyArray<Connector>): Connector => {
  const first = parts[0] as Connector
  const { provider: _live, ...data } = first
  const info = parts.find((part) => part.info?.rdns !== undefined)?.info ?? first.info
  return {
    ...data,
    type: "MULTI_CHAIN",
    chains: parts.flatMap(connectorNamespaces),
    ...(info === undefined ? {} : { info })
  }
}

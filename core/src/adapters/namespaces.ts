// Effect-free: the page's first state (initialGangwayState) needs it before the client loads.
import type { ChainNamespace } from "../domain/namespace.js"

/** The namespaces Gangway has an adapter for. */
export const ADAPTER_NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155", "solana", "polkadot", "bip122"]

/** The namespaces of a dApp's networks (or its `adapters` option) that Gangway can serve, in order. */
export const servedNamespaces = (
  networks: ReadonlyArray<{ readonly chainNamespace: ChainNamespace }>,
  adapters?: ReadonlyArray<ChainNamespace> | undefined
): ReadonlyArray<ChainNamespace> =>
  [...new Set(adapters ?? networks.map((network) => network.chainNamespace))].filter((namespace) =>
    ADAPTER_NAMESPACES.includes(namespace)
  )

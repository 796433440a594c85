// Light on purpose: the page's browser wallets (EIP-6963 announcements, and the Wallet Standard
// wallets of Solana and Bitcoin) as connectors, before any chain library loads — the React
// modal lists them before the client runs.
import "../light.js" // one chunk for the first bundle in esbuild: see light.ts
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { watchBitcoinWallets } from "./bip122/discovery.js"
import { watchSolanaWallets } from "./solana/discovery.js"

export { watchBitcoinWallets, watchSolanaWallets }
export { groupByWallet, multiChainConnectorData } from "../connectors/wallet-groups.js"
export { watchAnnouncedWallets } from "../connectors/announced-wallets.js"

const watchers: Readonly<Partial<Record<ChainNamespace, typeof watchSolanaWallets>>> = {
  solana: watchSolanaWallets,
  bip122: watchBitcoinWallets
}

/** The Wallet Standard wallets of each of `namespaces` that has them, reported per namespace, live until the returned function is called. */
export const watchStandardWallets = (
  namespaces: ReadonlyArray<ChainNamespace>,
  onChange: (namespace: ChainNamespace, connectors: ReadonlyArray<Connector>) => void
): (() => void) => {
  const stops = namespaces.flatMap((namespace) => {
    const watch = watchers[namespace]
    return watch === undefined ? [] : [watch((connectors) => onChange(namespace, connectors))]
  })
  return () => {
    for (const stop of stops) stop()
  }
}

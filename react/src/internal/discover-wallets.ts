import type { ChainNamespace, Connector } from "@gangway/core"
import { announcedConnectorData, watchAnnouncedWallets } from "@gangway/core/light"

/**
 * The browser wallets of the dApp's namespaces, as connectors, until the returned
 * function is called: EIP-6963 announcements at once; with a Solana or Bitcoin network,
 * the Wallet Standard wallets, with a Polkadot network the extensions in `window.injectedWeb3`,
 * from small chunks (loaded only then), a wallet in several namespaces listed once,
 * multi-chain, as the client will list it.
 */
export const discoverWallets = (
  namespaces: ReadonlyArray<ChainNamespace>,
  onChange: (wallets: ReadonlyArray<Connector>) => void
): (() => void) => {
  const found = new Map<ChainNamespace, ReadonlyArray<Connector>>()
  let group: ((found: ReadonlyMap<ChainNamespace, ReadonlyArray<Connector>>) => ReadonlyArray<Connector>) | undefined
  const report = () => onChange(group === undefined ? (found.get("eip155") ?? []) : group(found))
  const stops: Array<() => void> = []
  let stopped = false
  if (namespaces.includes("eip155")) {
    stops.push(
      watchAnnouncedWallets((details) => {
        found.set("eip155", details.map((detail) => announcedConnectorData(detail.info)))
        report()
      })
    )
  }
  // Wallet Standard wallets (Solana, Bitcoin), Polkadot extensions and the grouping come from small chunks, loaded only for those namespaces.
  const polkadot = namespaces.includes("polkadot")
  if (polkadot || namespaces.some((namespace) => namespace === "solana" || namespace === "bip122")) {
    void Promise.all([import("@gangway/core/wallet-standard"), polkadot ? import("./polkadot-extensions.js") : undefined]).then(
      ([{ watchStandardWallets, groupByWallet, multiChainConnectorData }, extensions]) => {
        if (stopped) return
        group = (all) =>
          groupByWallet(all, (connector) => connector, namespaces).map((parts) => (parts.length === 1 ? (parts[0] as Connector) : multiChainConnectorData(parts)))
        stops.push(
          watchStandardWallets(namespaces, (namespace, connectors) => {
            // Data only: the client holds the live wallets.
            found.set(namespace, connectors.map(({ provider: _live, ...data }) => data))
            report()
          })
        )
        if (extensions !== undefined)
          stops.push(
            extensions.watchInjectedExtensions((connectors) => {
              found.set("polkadot", connectors)
              report()
            })
          )
      },
      // Without it these wallets show once the client runs.
      () => undefined
    )
  }
  return () => {
    stopped = true
    for (const stop of stops) stop()
  }
}

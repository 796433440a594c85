import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import type { ChainNamespace, Connector } from "@gangway/core"
import { announcedConnectorData } from "@gangway/core/light"
import {
  groupByWallet,
  multiChainConnectorData,
  watchAnnouncedWallets,
  watchStandardWallets
} from "@gangway/core/wallet-standard"

/**
 * The browser wallets of the dApp's namespaces, as connectors, until the returned function is
 * called: EIP-6963 announcements, with a Solana or Bitcoin network the Wallet Standard wallets,
 * with a Polkadot network the extensions in `window.injectedWeb3` (from a chunk loaded only
 * then); a wallet in several namespaces listed once, multi-chain, as the client will list it.
 * A chunk of its own, loaded when the modal is wanted (use-wallet-discovery.ts).
 */
export const discoverWallets = (
  namespaces: ReadonlyArray<ChainNamespace>,
  onChange: (wallets: ReadonlyArray<Connector>) => void
): (() => void) => {
  const found = new Map<ChainNamespace, ReadonlyArray<Connector>>()
  // With only EVM networks the announced wallets are the list; otherwise a wallet in several
  // namespaces is one row, as the client lists it.
  const grouped = namespaces.some((namespace) => namespace !== "eip155")
  const report = () =>
    onChange(
      grouped
        ? groupByWallet(found, (connector) => connector, namespaces).map((parts) =>
            parts.length === 1 ? (parts[0] as Connector) : multiChainConnectorData(parts)
          )
        : (found.get("eip155") ?? [])
    )
  const stops: Array<() => void> = []
  let stopped = false
  if (namespaces.includes("eip155")) {
    stops.push(
      watchAnnouncedWallets((details) => {
        found.set(
          "eip155",
          details.map((detail) => announcedConnectorData(detail.info))
        )
        report()
      })
    )
  }
  stops.push(
    watchStandardWallets(namespaces, (namespace, connectors) => {
      // Data only: the client holds the live wallets.
      found.set(
        namespace,
        connectors.map(({ provider: _live, ...data }) => data)
      )
      report()
    })
  )
  if (namespaces.includes("polkadot")) {
    void import("./polkadot-extensions.js").then(
      (extensions) => {
        if (!stopped)
          stops.push(
            extensions.watchInjectedExtensions((connectors) => {
              found.set("polkadot", connectors)
              report()
            })
          )
      },
      // Without it these extensions show once the client runs.
      () => undefined
    )
  }
  return () => {
    stopped = true
    for (const stop of stops) stop()
  }
}

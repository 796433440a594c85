// Light on purpose: the namespaces' discovery (solana, bip122) lists the page's
// Wallet Standard wallets through it before any chain library loads.
import { getWallets } from "@wallet-standard/app"
import type { Wallet } from "@wallet-standard/base"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"

/** A Wallet Standard wallet as a connector of `chain`, under its own name and icon; `provider` is the wallet. */
export const standardWalletConnectorData = (wallet: Wallet, idPrefix: string, chain: ChainNamespace): Connector => ({
  id: `${idPrefix}:${wallet.name}`,
  name: wallet.name,
  imageUrl: wallet.icon,
  type: "ANNOUNCED",
  chain,
  provider: wallet
})

/** Watches the page's Wallet Standard wallets that `usable` keeps, as connectors, until the returned function is called. */
export const standardWalletWatcher =
  (usable: (wallet: Wallet) => boolean, connectorData: (wallet: Wallet) => Connector) =>
  (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) => {
    if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
    const wallets = getWallets()
    const report = () => onChange(wallets.get().filter(usable).map(connectorData))
    const offRegister = wallets.on("register", report)
    const offUnregister = wallets.on("unregister", report)
    report()
    return () => {
      offRegister()
      offUnregister()
    }
  }

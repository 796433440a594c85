// Light on purpose: it lists the page's Bitcoin wallets before any Bitcoin library loads.
import { getWallets } from "@wallet-standard/app"
import type { Wallet } from "@wallet-standard/base"
import type { Connector } from "../../domain/connector.js"

/** A wallet Gangway can use on Bitcoin: it connects, and signs PSBTs or sends transfers. */
export const isBitcoinWallet = (wallet: Wallet): boolean =>
  "bitcoin:connect" in wallet.features && ("bitcoin:signTransaction" in wallet.features || "bitcoin:sendTransfer" in wallet.features)

/** A Wallet Standard Bitcoin wallet as a connector, under its own name and icon; `provider` is the wallet. */
export const bitcoinWalletConnectorData = (wallet: Wallet): Connector => ({
  id: `wallet-standard-bitcoin:${wallet.name}`,
  name: wallet.name,
  imageUrl: wallet.icon,
  type: "ANNOUNCED",
  chain: "bip122",
  provider: wallet
})

/** The page's Bitcoin wallets (Wallet Standard), live until the returned function is called. */
export const watchBitcoinWallets = (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
  const wallets = getWallets()
  const report = () => onChange(wallets.get().filter(isBitcoinWallet).map(bitcoinWalletConnectorData))
  const offRegister = wallets.on("register", report)
  const offUnregister = wallets.on("unregister", report)
  report()
  return () => {
    offRegister()
    offUnregister()
  }
}

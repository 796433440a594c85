// Light on purpose: it lists the page's wallets before any Solana library loads.
import { getWallets } from "@wallet-standard/app"
import type { Wallet } from "@wallet-standard/base"
import type { Connector } from "../../domain/connector.js"

/** A wallet Gangway can use on Solana: it connects and signs-and-sends, on a Solana cluster. */
export const isSolanaWallet = (wallet: Wallet): boolean =>
  "standard:connect" in wallet.features &&
  "solana:signAndSendTransaction" in wallet.features &&
  wallet.chains.some((chain) => chain.startsWith("solana:"))

/** A Wallet Standard wallet as a connector, under its own name and icon; `provider` is the wallet. */
export const walletStandardConnectorData = (wallet: Wallet): Connector => ({
  id: `wallet-standard:${wallet.name}`,
  name: wallet.name,
  imageUrl: wallet.icon,
  type: "ANNOUNCED",
  chain: "solana",
  provider: wallet
})

/** The page's Solana wallets (Wallet Standard), live until the returned function is called. */
export const watchSolanaWallets = (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) => {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
  const wallets = getWallets()
  const report = () => onChange(wallets.get().filter(isSolanaWallet).map(walletStandardConnectorData))
  const offRegister = wallets.on("register", report)
  const offUnregister = wallets.on("unregister", report)
  report()
  return () => {
    offRegister()
    offUnregister()
  }
}

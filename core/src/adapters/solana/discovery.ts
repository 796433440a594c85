// Light on purpose: it lists the page's wallets before any Solana library loads.
import type { Wallet } from "@wallet-standard/base"
import type { Connector } from "../../domain/connector.js"
import { standardWalletConnectorData, standardWalletWatcher } from "../wallet-standard-watch.js"

/** A wallet Gangway can use on Solana: it connects and signs-and-sends (or only signs), on a Solana cluster. */
const isSolanaWallet = (wallet: Wallet): boolean =>
  "standard:connect" in wallet.features &&
  ("solana:signAndSendTransaction" in wallet.features || "solana:signTransaction" in wallet.features) &&
  wallet.chains.some((chain) => chain.startsWith("solana:"))

/** A Wallet Standard Solana wallet as a connector, under its own name and icon; `provider` is the wallet. */
export const walletStandardConnectorData = (wallet: Wallet): Connector =>
  standardWalletConnectorData(wallet, "wallet-standard", "solana")

/** The page's Solana wallets (Wallet Standard), live until the returned function is called. */
export const watchSolanaWallets = standardWalletWatcher(isSolanaWallet, walletStandardConnectorData)

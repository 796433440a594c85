// Light on purpose: it lists the page's Bitcoin wallets before any Bitcoin library loads.
import type { Wallet } from "@wallet-standard/base"
import type { Connector } from "../../domain/connector.js"
import { standardWalletConnectorData, standardWalletWatcher } from "../wallet-standard-watch.js"

/** A wallet Gangway can use on Bitcoin: it connects, and signs PSBTs or sends transfers. */
export const isBitcoinWallet = (wallet: Wallet): boolean =>
  "bitcoin:connect" in wallet.features && ("bitcoin:signTransaction" in wallet.features || "bitcoin:sendTransfer" in wallet.features)

/** A Wallet Standard Bitcoin wallet as a connector, under its own name and icon; `provider` is the wallet. */
export const bitcoinWalletConnectorData = (wallet: Wallet): Connector => standardWalletConnectorData(wallet, "wallet-standard-bitcoin", "bip122")

/** The page's Bitcoin wallets (Wallet Standard), live until the returned function is called. */
export const watchBitcoinWallets = standardWalletWatcher(isBitcoinWallet, bitcoinWalletConnectorData)

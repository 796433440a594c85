// Light on purpose: it lists the page's Bitcoin wallets before any Bitcoin library loads.
import type { Wallet } from "@wallet-standard/base"
import type { Connector } from "../../domain/connector.js"
import { satsConnectConnectors } from "./sats-connect-discovery.js"
import { standardWalletConnectorData, standardWalletWatcher } from "../wallet-standard-watch.js"

/** A wallet Gangway can use on Bitcoin: it connects, and signs PSBTs or sends transfers. */
const isBitcoinWallet = (wallet: Wallet): boolean =>
  "bitcoin:connect" in wallet.features &&
  ("bitcoin:signTransaction" in wallet.features || "bitcoin:sendTransfer" in wallet.features)

/** A Wallet Standard Bitcoin wallet as a connector, under its own name and icon; `provider` is the wallet. */
export const bitcoinWalletConnectorData = (wallet: Wallet): Connector =>
  standardWalletConnectorData(wallet, "wallet-standard-bitcoin", "bip122")

const watchStandardBitcoinWallets = standardWalletWatcher(isBitcoinWallet, bitcoinWalletConnectorData)

/**
 * The page's Bitcoin wallets, live until the returned function is called: Wallet Standard
 * ones, and sats-connect providers of other names (a wallet offering both is its Wallet
 * Standard side). sats-connect providers are read at each Wallet Standard change.
 */
export const watchBitcoinWallets = (onChange: (connectors: ReadonlyArray<Connector>) => void): (() => void) =>
  watchStandardBitcoinWallets((standard) => {
    const names = new Set(standard.map((connector) => connector.name))
    onChange([...standard, ...satsConnectConnectors().filter((connector) => !names.has(connector.name))])
  })

import type { DirectoryWallet } from "@gangway/core"
import { useGangwayClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { installedConnector } from "../connect/choose-wallet.js"
import { mobileWalletLink } from "../connecting/mobile-link.js"

/**
 * On a phone, the directory's wallets that open here: installed in this browser, or with a mobile
 * link the core accepts (its `walletLink`, as the connecting view opens it). A wallet with
 * neither could only scan a code shown on this very screen. Elsewhere every wallet is listed.
 */
export const usePhoneWallets = () => {
  const client = useGangwayClient()
  const connectors = useConnectors()
  const phone = client.platform.isMobile
  const opensHere = (wallet: DirectoryWallet) =>
    !phone ||
    installedConnector(wallet, connectors) !== undefined ||
    mobileWalletLink(wallet, undefined, client.platform) !== undefined
  return { phone, only: (wallets: ReadonlyArray<DirectoryWallet>) => (phone ? wallets.filter(opensHere) : wallets) }
}

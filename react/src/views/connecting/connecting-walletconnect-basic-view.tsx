import { AllWalletsRow } from "../../internal/all-wallets-row.js"
import { WalletConnectPairing } from "./connecting-walletconnect-view.js"

/**
 * Basic (WalletConnect-only) mode's first view: the pairing code at once, for
 * any wallet, and the directory for people who want to pick theirs by name.
 */
export const ConnectingWalletConnectBasicView = () => (
  <div className="gw-stack" data-testid="connecting-walletconnect-basic-view">
    <WalletConnectPairing wallet={undefined} />
    <AllWalletsRow />
  </div>
)

import { cancelConnect } from "./cancel-connect.js"
import { chooseWallet } from "./choose-wallet.js"
import { connect } from "./connect.js"
import { disconnect } from "./disconnect.js"
import { resetWalletConnect } from "./reset-wallet-connect.js"
import { switchNetwork } from "./switch-network.js"

export * from "./cancel-connect.js"
export * from "./choose-wallet.js"
export * from "./connect.js"
export * from "./disconnect.js"
export * from "./reset-wallet-connect.js"
export * from "./switch-network.js"

/** `client.connection`: connecting, the WalletConnect pairing, networks and disconnecting. */
export const connectionActions = {
  connect,
  cancel: cancelConnect,
  chooseWallet,
  resetWalletConnect,
  disconnect,
  switchNetwork
}

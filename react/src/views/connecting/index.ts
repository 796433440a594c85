export { ConnectingExternalView } from "./connecting-external-view.js"
export { ConnectingWalletConnectView } from "./connecting-walletconnect-view.js"
export { ConnectingWalletConnectBasicView } from "./connecting-walletconnect-basic-view.js"

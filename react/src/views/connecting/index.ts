import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { ConnectingExternalView } from "./connecting-external-view.js"
export { ConnectingWalletConnectView } from "./connecting-walletconnect-view.js"
export { ConnectingWalletConnectBasicView } from "./connecting-walletconnect-basic-view.js"

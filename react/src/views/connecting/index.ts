export { ConnectingExternalView } from "./connecting-external-view.js"
export { ConnectingWalletConnectView } from "./connecting-walletconnect-view.js"
export { ConnectingWalletConnectBasicView } from "./connecting-walletconnect-basic-view.js"
// Sign-in follows a connection: this chunk holds the sign-in chunk's import, so the first bundle does not.
export const loadSignInView = () => import("../sign-in/index.js").then((flow) => flow.SignInView)

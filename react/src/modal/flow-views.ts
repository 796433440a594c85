// The views of the flows the Connect view opens, each flow's code in a chunk of its own: the Connect
// view preloads them as the visitor heads for a wallet, and the views' registry (views.ts) lists them.
import { lazyView } from "./lazy-view.js"

const connectingFlow = () => import("../views/connecting/index.js")
const walletsFlow = () => import("../views/wallets/index.js")

export const ConnectingExternalView = lazyView(() => connectingFlow().then((flow) => flow.ConnectingExternalView))
export const ConnectingWalletConnectView = lazyView(() =>
  connectingFlow().then((flow) => flow.ConnectingWalletConnectView)
)
export const ConnectingWalletConnectBasicView = lazyView(() =>
  connectingFlow().then((flow) => flow.ConnectingWalletConnectBasicView)
)
export const AllWalletsView = lazyView(() => walletsFlow().then((flow) => flow.AllWalletsView))

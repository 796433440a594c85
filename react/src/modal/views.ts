import "../index.js" // one chunk for the first bundle in esbuild: see index.ts
import type { View } from "@gangway/core"
import { ConnectView as ConnectViewCode } from "../views/connect/index.js"
import {
  AllWalletsView,
  ConnectingExternalView,
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView
} from "./flow-views.js"
import { bundledView, lazyView, type ViewRegistry } from "./lazy-view.js"

// One chunk per flow: the button and the shell load first, a flow's views when first shown.
// Only the views a click on the buttons can open are named here; the rest are in late-views.
// The Connect view, the first a visitor sees, ships with this registry (a chunk the shell loads):
// the code that paints the click arrives in one round trip, not two.
const accountFlow = () => import("../views/account/index.js")
const networksFlow = () => import("../views/networks/index.js")
const lateViews = () => import("./late-views.js")

const ConnectView = bundledView(() => ConnectViewCode)
const AccountView = lazyView(() => accountFlow().then((flow) => flow.AccountView))
const NetworksView = lazyView(() => networksFlow().then((flow) => flow.NetworksView))
const UnsupportedChainView = lazyView(() => networksFlow().then((flow) => flow.UnsupportedChainView))
/** Every other view: its chunk names them (see late-views.tsx). */
export const LateView = lazyView(() => lateViews().then((flow) => flow.LateViewOutlet))

/** Loads the code of a later view (its registry, then its flow), for a retry after a failed load. */
export const preloadLateView = (view: View) =>
  lateViews().then(
    (flow) => flow.lateViewComponents[view]?.preload(),
    () => undefined
  )

export const viewComponents: ViewRegistry = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  AllWallets: AllWalletsView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView
}

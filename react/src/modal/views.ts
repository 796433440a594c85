import type { View } from "@gangway/core"
import { lazyView, type LazyView } from "./lazy-view.js"

// One chunk per flow: the button and the shell load first, a flow's views when first shown.
const connectFlow = () => import("../views/connect/index.js")
const networksFlow = () => import("../views/networks/index.js")

export const ConnectView = lazyView(() => connectFlow().then((flow) => flow.ConnectView))
export const NetworksView = lazyView(() => networksFlow().then((flow) => flow.NetworksView))
export const UnsupportedChainView = lazyView(() => networksFlow().then((flow) => flow.UnsupportedChainView))

/** The views built so far; the others show a notice until their flow lands. */
export const viewComponents: Partial<Record<View, LazyView<object>>> = {
  Connect: ConnectView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView
}

export { NetworksView } from "./networks-view.js"
export { UnsupportedChainView } from "./unsupported-chain-view.js"

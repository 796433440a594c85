import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { NetworksView } from "./networks-view.js"
export { UnsupportedChainView } from "./unsupported-chain-view.js"

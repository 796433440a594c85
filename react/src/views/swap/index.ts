export { SwapView } from "./swap-view.js"

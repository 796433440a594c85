export { AccountView } from "./account-view.js"

/** The swap flow, its own chunk, imported from here so that only Account's chunk names it. */
export const loadSwapView = () => import("../swap/index.js").then((flow) => flow.SwapView)

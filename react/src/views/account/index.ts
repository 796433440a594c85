export { AccountView } from "./account-view.js"

/** The buy flow, its own chunk, imported from here so that only Account's chunk names it. */
export const loadOnrampBuyView = () => import("../onramp/index.js").then((flow) => flow.OnrampBuyView)
/** The swap flow, likewise. */
export const loadSwapView = () => import("../swap/index.js").then((flow) => flow.SwapView)
/** Name registration and smart sessions, likewise. */
export const loadRegisterNameView = () => import("../names/index.js").then((flow) => flow.RegisterNameView)
export const loadSessionsView = () => import("../sessions/index.js").then((flow) => flow.SessionsView)

export { AuthFlowView } from "./auth-flow-view.js"

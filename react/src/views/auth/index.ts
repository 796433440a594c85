import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { AuthFlowView } from "./auth-flow-view.js"

import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { OnrampBuyView } from "./buy-view.js"

import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { AllWalletsView } from "./all-wallets-view.js"

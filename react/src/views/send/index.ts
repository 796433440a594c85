import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { SendView } from "./send-view.js"
export { SendSelectTokenView } from "./select-token-view.js"
export { SendPreviewView } from "./send-preview-view.js"

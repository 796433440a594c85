import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
export { RegisterNameView } from "./register-name-view.js"

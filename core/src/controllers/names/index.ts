export * from "./client-names.js"
export * from "./errors.js"
export * from "./names.js"
export * from "./rules.js"

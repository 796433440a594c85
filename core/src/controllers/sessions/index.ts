export * from "./client-sessions.js"
export * from "./errors.js"
export * from "./model.js"
export * from "./sessions.js"

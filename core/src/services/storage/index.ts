export * from "./storage.js"
export * from "./stored-values.js"

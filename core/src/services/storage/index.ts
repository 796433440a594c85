export * from "./storage.js"

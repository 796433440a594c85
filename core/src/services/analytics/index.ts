export * from "./analytics.js"
export * from "./event-id.js"
export * from "./events.js"
export * from "./page.js"

export * from "./analytics.js"
export * from "./events.js"
export type { PageInfo } from "./page.js"

export * from "./api-client.js"
export * from "./api-config.js"
export * from "./api-request.js"
export * from "./api-url.js"

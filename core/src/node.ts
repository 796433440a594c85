/** Node-only pieces of the core (the CLI's file-backed storage). */
export * from "./node/file-storage.js"
export * from "./node/auth-frame-worker.js"

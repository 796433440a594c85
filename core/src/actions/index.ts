// The client's actions, one per file, each an `Effect.fn` with its parameters, return and
// error types; the client's namespaced promise API (`client.send.preview`…) is built from the
// tables (`sendActions`…). docs/architecture.md: where an action lives and how to add one.
export * from "./auth/index.js"
export * from "./balances/index.js"
export * from "./connection/index.js"
export * from "./history/index.js"
export * from "./identity/index.js"
export * from "./modal/index.js"
export * from "./nfts/index.js"
export * from "./requests/index.js"
export * from "./send/index.js"
export * from "./siwx/index.js"
export * from "./theme/index.js"
export * from "./toast/index.js"

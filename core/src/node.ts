/** Node-only pieces of the core (the CLI's file-backed storage), and the local signers' keys as a terminal gives them. */
export * from "./node/file-storage.js"
export * from "./node/auth-frame-worker.js"
// Not in the index: reading a Solana key loads @solana/kit, which a Node process importing the index would load for nothing.
export * from "./adapters/solana/local-key.js"
export * from "./adapters/bip122/local-key.js"

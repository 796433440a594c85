import type { ChainNamespace } from "../domain/namespace.js"

/**
 * A key for a local signer (CLI, tests): an EVM private key or mnemonic, a
 * Solana keypair (base58 secret key, or the byte array the Solana CLI writes),
 * or a Bitcoin private key in WIF.
 */
export type LocalSignerKey =
  | { readonly privateKey: string }
  | { readonly mnemonic: string; readonly accountIndex?: number | undefined }
  | { readonly solanaSecretKey: string | ReadonlyArray<number> }
  | { readonly bitcoinWif: string }

/** The namespace a local signer's key signs for. */
export const localSignerKeyNamespace = (key: LocalSignerKey): ChainNamespace =>
  "solanaSecretKey" in key ? "solana" : "bitcoinWif" in key ? "bip122" : "eip155"

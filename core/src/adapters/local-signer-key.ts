/**
 * A key for a local signer (CLI, tests): an EVM private key or mnemonic, or a
 * Solana keypair (base58 secret key, or the byte array the Solana CLI writes).
 */
export type LocalSignerKey =
  | { readonly privateKey: string }
  | { readonly mnemonic: string; readonly accountIndex?: number | undefined }
  | { readonly solanaSecretKey: string | ReadonlyArray<number> }

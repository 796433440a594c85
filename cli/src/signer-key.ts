import { localSignerKeyNamespace, type ChainNamespace, type LocalSignerKey } from "@gangway/core"
import { usageError } from "./failure.js"
import { bitcoinKey } from "./signer-key/bitcoin-key.js"
import { evmKey } from "./signer-key/evm-key.js"
import { type Env, FLAG_NAMES, type KeyNames, nonEmpty, type SignerFlags } from "./signer-key/key-sources.js"
import { solanaKey } from "./signer-key/solana-key.js"

export { MAX_ACCOUNT_INDEX } from "./signer-key/evm-key.js"
export { FLAG_NAMES, type KeyNames, type SignerFlags } from "./signer-key/key-sources.js"
export { forgetKey, hasStoredKey, readStoredKey, storeKey } from "./signer-key/stored-key.js"

/** A local signer's key, as the core's `localSigner` option takes it. */
export type SignerKey = LocalSignerKey

/** How a local signer is given: an EVM private key, an EVM mnemonic, a Solana keypair, or a Bitcoin WIF. */
export type SignerKind = "injected-key" | "mnemonic" | "keypair" | "wif"

/** The namespace a key signs for. */
export const keyNamespace = (key: SignerKey): ChainNamespace => localSignerKeyNamespace(key)

export const kindOfKey = (key: SignerKey): SignerKind =>
  "solanaSecretKey" in key ? "keypair" : "bitcoinWif" in key ? "wif" : "privateKey" in key ? "injected-key" : "mnemonic"

/**
 * The key given now, of `kind` when one is asked for. Flags first (`--private-key`,
 * `--mnemonic` with `--account-index`, `--keypair`, `--secret-key`), then the env
 * (GANGWAY_PRIVATE_KEY, GANGWAY_MNEMONIC with GANGWAY_ACCOUNT_INDEX,
 * GANGWAY_SOLANA_SECRET_KEY); among env keys, those of the `prefer` namespace (the
 * network asked for) come first, else the EVM ones. A Solana key is read and checked
 * here: a bad file or key is 'Invalid keypair: …' / 'Invalid secret key: …' (exit 2).
 */
export const keyFromFlags = (
  flags: SignerFlags,
  env: Env,
  kind?: SignerKind,
  prefer?: ChainNamespace,
  names: KeyNames = FLAG_NAMES
): SignerKey | undefined => {
  if (nonEmpty(flags.keypair) !== undefined && nonEmpty(flags.secretKey) !== undefined) {
    throw usageError(`Give ${names.keypair} or ${names.secretKey}, not both`)
  }
  const evmFlag = nonEmpty(flags.privateKey) !== undefined || nonEmpty(flags.mnemonic) !== undefined
  const solanaFlag = nonEmpty(flags.keypair) !== undefined || nonEmpty(flags.secretKey) !== undefined
  if (kind === "keypair") return solanaKey(flags, env, names)
  if (kind === "wif") return bitcoinKey(flags, env, names)
  if (kind !== undefined) return evmKey(kind, flags, env)
  if (nonEmpty(flags.wif) !== undefined) {
    if (evmFlag || solanaFlag) throw usageError(`Give one key: ${names.wif ?? "--wif"} signs for Bitcoin alone`)
    return bitcoinKey(flags, env, names)
  }
  if (evmFlag && solanaFlag) {
    throw usageError(
      `Give one key: an EVM key (${names.privateKey}, ${names.mnemonic}) or a Solana keypair (${names.keypair}, ${names.secretKey}), not both`
    )
  }
  if (nonEmpty(flags.privateKey) !== undefined) return evmKey("injected-key", flags, env)
  if (nonEmpty(flags.mnemonic) !== undefined) return evmKey("mnemonic", flags, env)
  if (solanaFlag) return solanaKey(flags, env, names)
  const fromEvmEnv = () => evmKey("injected-key", flags, env) ?? evmKey("mnemonic", flags, env)
  if (prefer === "bip122") return bitcoinKey(flags, env, names) ?? fromEvmEnv() ?? solanaKey(flags, env, names)
  return (
    (prefer === "solana"
      ? (solanaKey(flags, env, names) ?? fromEvmEnv())
      : (fromEvmEnv() ?? solanaKey(flags, env, names))) ?? bitcoinKey(flags, env, names)
  )
}

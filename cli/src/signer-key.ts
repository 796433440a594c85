import { chmodSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createPrivateKey, createPublicKey } from "node:crypto"
import { join } from "node:path"
import { InvalidInput, localSignerKeyNamespace, type ChainNamespace, type LocalSignerKey } from "@gangway/core"
import { decodeBase58 } from "./base58.js"
import { usageError } from "./failure.js"
import { makeDirs, stateDirUnusable } from "./state-dir.js"

/** A local signer's key, as the core's `localSigner` option takes it. */
export type SignerKey = LocalSignerKey

/** How a local signer is given: an EVM private key, an EVM mnemonic, a Solana keypair, or a Bitcoin WIF. */
export type SignerKind = "injected-key" | "mnemonic" | "keypair" | "wif"

export interface SignerFlags {
  readonly privateKey?: string | undefined
  readonly mnemonic?: string | undefined
  readonly accountIndex?: string | undefined
  /** A Solana CLI keypair file (a JSON array of 64 byte values). */
  readonly keypair?: string | undefined
  /** A Solana secret key in base58 (64 bytes). */
  readonly secretKey?: string | undefined
  /** A Bitcoin private key in wallet import format. */
  readonly wif?: string | undefined
}

const FILE = "local-signer.json"

/** The env variables that give a key when no flag does. */
export const KEY_ENV = {
  privateKey: "GANGWAY_PRIVATE_KEY",
  mnemonic: "GANGWAY_MNEMONIC",
  accountIndex: "GANGWAY_ACCOUNT_INDEX",
  solanaSecretKey: "GANGWAY_SOLANA_SECRET_KEY",
  bitcoinWif: "GANGWAY_BITCOIN_WIF"
} as const

/** The namespace a key signs for. */
export const keyNamespace = (key: SignerKey): ChainNamespace => localSignerKeyNamespace(key)

export const kindOfKey = (key: SignerKey): SignerKind =>
  "solanaSecretKey" in key ? "keypair" : "bitcoinWif" in key ? "wif" : "privateKey" in key ? "injected-key" : "mnemonic"

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value.trim())

/** The largest BIP-32 non-hardened index (2^31 − 1): the mnemonic's accounts are m/44'/60'/0'/0/<index>. */
export const MAX_ACCOUNT_INDEX = 2 ** 31 - 1

const parseIndex = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === "") return undefined
  const text = value.trim()
  if (!/^\d+$/.test(text)) throw usageError(`Invalid account index: ${value} is not a whole number`)
  // Compared as digits: 99999999999999999999 is not a Number that can be trusted.
  const digits = text.replace(/^0+(?=\d)/, "")
  if (digits.length > String(MAX_ACCOUNT_INDEX).length || Number(digits) > MAX_ACCOUNT_INDEX) {
    throw usageError(
      `Invalid account index: ${text} is out of range; a BIP-32 non-hardened index is 0 to ${MAX_ACCOUNT_INDEX}`
    )
  }
  return Number(digits)
}

// -- Solana keys ---------------------------------------------------------------------------------

/** PKCS#8 DER of an Ed25519 private key, before its 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex")

/** The Ed25519 public key of a 32-byte seed. */
const publicKeyOf = (seed: Uint8Array): Uint8Array => {
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: "der",
    type: "pkcs8"
  })
  const { x } = createPublicKey(privateKey).export({ format: "jwk" })
  return new Uint8Array(Buffer.from(x ?? "", "base64url"))
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * 64 bytes that are a Solana keypair: the Ed25519 seed, then its public key. `field` and
 * `source` name what was given in the error ('Invalid keypair: id.json …').
 */
const checkKeypairBytes = (bytes: Uint8Array, field: string, source: string): SignerKey => {
  if (bytes.length !== 64) {
    throw new InvalidInput({
      field,
      reason: `${source} has ${bytes.length} bytes; a Solana secret key has 64 (the 32-byte seed, then the public key)`
    })
  }
  if (!sameBytes(publicKeyOf(bytes.subarray(0, 32)), bytes.subarray(32))) {
    throw new InvalidInput({
      field,
      reason: `${source}: its last 32 bytes are not the public key of its first 32 (not a Solana keypair)`
    })
  }
  return { solanaSecretKey: [...bytes] }
}

/** A Solana secret key in base58 (as wallets export it), from `source` (a flag, an env variable or a script field). */
export const parseSecretKey = (text: string, source: string): SignerKey => {
  const trimmed = text.trim()
  const bad = [...trimmed].find((char) => decodeBase58(char) === undefined)
  if (bad !== undefined) {
    throw new InvalidInput({
      field: "secret key",
      reason: `${source} is not base58: ${JSON.stringify(bad)} is not a base58 character`
    })
  }
  return checkKeypairBytes(decodeBase58(trimmed) ?? new Uint8Array(), "secret key", source)
}

/** The largest keypair file read: 64 numbers take at most ~260 bytes, with any layout a few KiB. */
const MAX_KEYPAIR_FILE_BYTES = 64 * 1024

/** A Solana CLI keypair file (`solana-keygen new -o id.json`): a JSON array of 64 byte values. */
export const readKeypairFile = (path: string): SignerKey => {
  let text: string
  try {
    // A regular file of a keypair's size: a device (/dev/zero) or a FIFO could be read for ever.
    const stats = statSync(path)
    if (!stats.isFile()) throw new InvalidInput({ field: "keypair", reason: `${path} is not a file` })
    if (stats.size > MAX_KEYPAIR_FILE_BYTES) {
      throw new InvalidInput({
        field: "keypair",
        reason: `${path} is larger than a keypair file (${stats.size} bytes)`
      })
    }
    text = readFileSync(path, "utf8")
  } catch (error) {
    if (error instanceof InvalidInput) throw error
    const code = (error as { code?: unknown }).code
    throw new InvalidInput({
      field: "keypair",
      reason: `cannot read ${path}${typeof code === "string" ? ` (${code})` : ""}`
    })
  }
  const expected = "a Solana keypair file holds a JSON array of 64 numbers from 0 to 255"
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new InvalidInput({ field: "keypair", reason: `${path} is not JSON; ${expected}` })
  }
  if (!Array.isArray(parsed))
    throw new InvalidInput({ field: "keypair", reason: `${path} does not hold an array; ${expected}` })
  const notByte = parsed.findIndex(
    (item) => typeof item !== "number" || !Number.isInteger(item) || item < 0 || item > 255
  )
  if (notByte >= 0) {
    throw new InvalidInput({
      field: "keypair",
      reason: `${path}: item ${notByte} (${JSON.stringify(parsed[notByte])}) is not a byte; ${expected}`
    })
  }
  if (parsed.length !== 64)
    throw new InvalidInput({ field: "keypair", reason: `${path} holds ${parsed.length} numbers; ${expected}` })
  return checkKeypairBytes(Uint8Array.from(parsed as Array<number>), "keypair", path)
}

// -- The key given now ---------------------------------------------------------------------------

const evmKey = (
  kind: "injected-key" | "mnemonic",
  flags: SignerFlags,
  env: Readonly<Record<string, string | undefined>>
) => {
  if (kind === "injected-key") {
    const privateKey = nonEmpty(flags.privateKey) ?? nonEmpty(env[KEY_ENV.privateKey])
    return privateKey === undefined ? undefined : { privateKey }
  }
  const mnemonic = nonEmpty(flags.mnemonic) ?? nonEmpty(env[KEY_ENV.mnemonic])
  if (mnemonic === undefined) return undefined
  const accountIndex = parseIndex(flags.accountIndex ?? env[KEY_ENV.accountIndex])
  return accountIndex === undefined ? { mnemonic } : { mnemonic, accountIndex }
}

const solanaKey = (
  flags: SignerFlags,
  env: Readonly<Record<string, string | undefined>>,
  names: KeyNames
): SignerKey | undefined => {
  const file = nonEmpty(flags.keypair)
  if (file !== undefined) return readKeypairFile(file)
  const secret = nonEmpty(flags.secretKey)
  if (secret !== undefined) return parseSecretKey(secret, names.secretKey)
  const fromEnv = nonEmpty(env[KEY_ENV.solanaSecretKey])
  return fromEnv === undefined ? undefined : parseSecretKey(fromEnv, KEY_ENV.solanaSecretKey)
}

/** A Bitcoin WIF (51 or 52 base58 characters); the core checks it against the network when it connects. */
const bitcoinKey = (
  flags: SignerFlags,
  env: Readonly<Record<string, string | undefined>>,
  names: KeyNames
): SignerKey | undefined => {
  const given = nonEmpty(flags.wif)
  const wif = given ?? nonEmpty(env[KEY_ENV.bitcoinWif])
  if (wif === undefined) return undefined
  if (!/^[1-9A-HJ-NP-Za-km-z]{51,52}$/.test(wif)) {
    throw new InvalidInput({
      field: "wif",
      reason: `${given === undefined ? KEY_ENV.bitcoinWif : (names.wif ?? "--wif")} is not a private key in WIF (51 or 52 base58 characters)`
    })
  }
  return { bitcoinWif: wif }
}

/** How the flags are called where they come from: `--secret-key` on the command line, `secretKey` in a script. */
export interface KeyNames {
  readonly wallet: string
  readonly privateKey: string
  readonly mnemonic: string
  readonly keypair: string
  readonly secretKey: string
  readonly wif?: string
}

export const FLAG_NAMES: KeyNames = {
  wallet: "--wallet",
  privateKey: "--private-key",
  mnemonic: "--mnemonic",
  keypair: "--keypair",
  secretKey: "--secret-key",
  wif: "--wif"
}

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
  env: Readonly<Record<string, string | undefined>>,
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

// -- The key kept in the state dir ---------------------------------------------------------------

/**
 * After a local-signer connect, the key is kept in the state dir (mode 0600,
 * like the WalletConnect session keys beside it) so later commands reconnect
 * without it. `gangway disconnect` deletes it.
 */
export const readStoredKey = (stateDir: string): SignerKey | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(join(stateDir, FILE), "utf8")) as Record<string, unknown>
    if (typeof parsed["privateKey"] === "string") return { privateKey: parsed["privateKey"] }
    if (typeof parsed["mnemonic"] === "string") {
      const index = parsed["accountIndex"]
      return typeof index === "number"
        ? { mnemonic: parsed["mnemonic"], accountIndex: index }
        : { mnemonic: parsed["mnemonic"] }
    }
    const solana = parsed["solanaSecretKey"]
    if (typeof solana === "string") return { solanaSecretKey: solana }
    if (Array.isArray(solana) && solana.every((item) => typeof item === "number"))
      return { solanaSecretKey: solana as Array<number> }
    if (typeof parsed["bitcoinWif"] === "string") return { bitcoinWif: parsed["bitcoinWif"] }
    return undefined
  } catch {
    return undefined
  }
}

/** 'StateDirUnusable' for a key file that cannot be written or removed. */
const keyFileFailure = (stateDir: string, doing: string, error: unknown) => {
  const code = (error as { code?: unknown }).code
  return stateDirUnusable(
    `The state dir ${stateDir} cannot be used: ${doing} ${FILE} failed (${typeof code === "string" ? code : error instanceof Error ? error.message : String(error)})`
  )
}

export const storeKey = (stateDir: string, key: SignerKey): void => {
  const path = join(stateDir, FILE)
  try {
    makeDirs(stateDir)
    writeFileSync(path, JSON.stringify(key), { mode: 0o600 })
    chmodSync(path, 0o600)
  } catch (error) {
    throw keyFileFailure(stateDir, "writing", error)
  }
}

/** Whether a key file is kept in the state dir (readable or not). */
export const hasStoredKey = (stateDir: string): boolean => existsSync(join(stateDir, FILE))

export const forgetKey = (stateDir: string): void => {
  try {
    rmSync(join(stateDir, FILE), { force: true })
  } catch (error) {
    throw keyFileFailure(stateDir, "removing", error)
  }
}

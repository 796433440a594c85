import { createPrivateKey, createPublicKey } from "node:crypto"
import { readFileSync, statSync } from "node:fs"
import { InvalidInput, type LocalSignerKey } from "@gangway/core"
import { decodeBase58 } from "../base58.js"
import { type Env, KEY_ENV, type KeyNames, nonEmpty, type SignerFlags } from "./key-sources.js"

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
const checkKeypairBytes = (bytes: Uint8Array, field: string, source: string): LocalSignerKey => {
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
const parseSecretKey = (text: string, source: string): LocalSignerKey => {
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
const readKeypairFile = (path: string): LocalSignerKey => {
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

/** A Solana keypair: a keypair file, a base58 secret key, else GANGWAY_SOLANA_SECRET_KEY; read and checked. */
export const solanaKey = (flags: SignerFlags, env: Env, names: KeyNames): LocalSignerKey | undefined => {
  const file = nonEmpty(flags.keypair)
  if (file !== undefined) return readKeypairFile(file)
  const secret = nonEmpty(flags.secretKey)
  if (secret !== undefined) return parseSecretKey(secret, names.secretKey)
  const fromEnv = nonEmpty(env[KEY_ENV.solanaSecretKey])
  return fromEnv === undefined ? undefined : parseSecretKey(fromEnv, KEY_ENV.solanaSecretKey)
}

import { ed25519 } from "@noble/curves/ed25519"
import { getBase58Encoder } from "@solana/kit"
import { InvalidInput } from "../../errors.js"
import type { LocalSignerKey } from "../local-signer-key.js"

// The Solana keys a local signer takes (CLI flags, env, scripts), read and checked as they are
// given, before anything connects: each function throws `InvalidInput` naming what was given.

const NOT_BASE58 = /[^1-9A-HJ-NP-Za-km-z]/u

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * 64 bytes that are a Solana keypair: the Ed25519 seed, then its public key. `field` and
 * `source` name what was given in the error ('Invalid keypair: id.json …').
 */
const keypairKey = (bytes: Uint8Array, field: "secret key" | "keypair", source: string): LocalSignerKey => {
  if (bytes.length !== 64) {
    throw new InvalidInput({
      field,
      reason: `${source} has ${bytes.length} bytes; a Solana secret key has 64 (the 32-byte seed, then the public key)`
    })
  }
  if (!sameBytes(ed25519.getPublicKey(bytes.subarray(0, 32)), bytes.subarray(32))) {
    throw new InvalidInput({
      field,
      reason: `${source}: its last 32 bytes are not the public key of its first 32 (not a Solana keypair)`
    })
  }
  return { solanaSecretKey: [...bytes] }
}

/** A Solana secret key in base58 (as wallets export it), from `source` (a flag, an env variable or a script field). */
export const solanaKeyFromSecretText = (text: string, source: string): LocalSignerKey => {
  const trimmed = text.trim()
  const bad = NOT_BASE58.exec(trimmed)?.[0]
  if (bad !== undefined) {
    throw new InvalidInput({
      field: "secret key",
      reason: `${source} is not base58: ${JSON.stringify(bad)} is not a base58 character`
    })
  }
  return keypairKey(new Uint8Array(getBase58Encoder().encode(trimmed)), "secret key", source)
}

/** The text of a Solana CLI keypair file (`solana-keygen new -o id.json`): a JSON array of 64 byte values. */
export const solanaKeyFromKeypairFile = (text: string, path: string): LocalSignerKey => {
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
  return keypairKey(Uint8Array.from(parsed as Array<number>), "keypair", path)
}

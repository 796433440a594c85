import { readFileSync, statSync } from "node:fs"
import { InvalidInput, type LocalSignerKey } from "@gangway/core"
import { solanaKeyFromKeypairFile, solanaKeyFromSecretText } from "@gangway/core/node"
import { type Env, KEY_ENV, type KeyNames, nonEmpty, type SignerFlags } from "./key-sources.js"

/** The largest keypair file read: 64 numbers take at most ~260 bytes, with any layout a few KiB. */
const MAX_KEYPAIR_FILE_BYTES = 64 * 1024

/** A Solana CLI keypair file (`solana-keygen new -o id.json`): read here, its JSON array of 64 byte values checked by the core. */
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
  return solanaKeyFromKeypairFile(text, path)
}

/** A Solana keypair: a keypair file, a base58 secret key, else GANGWAY_SOLANA_SECRET_KEY; read and checked. */
export const solanaKey = (flags: SignerFlags, env: Env, names: KeyNames): LocalSignerKey | undefined => {
  const file = nonEmpty(flags.keypair)
  if (file !== undefined) return readKeypairFile(file)
  const secret = nonEmpty(flags.secretKey)
  if (secret !== undefined) return solanaKeyFromSecretText(secret, names.secretKey)
  const fromEnv = nonEmpty(env[KEY_ENV.solanaSecretKey])
  return fromEnv === undefined ? undefined : solanaKeyFromSecretText(fromEnv, KEY_ENV.solanaSecretKey)
}

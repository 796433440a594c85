import { usageError } from "../failure.js"
import { type Env, KEY_ENV, nonEmpty, type SignerFlags } from "./key-sources.js"

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

/** An EVM private key, or a mnemonic with its account index: from the flags, else the env. */
export const evmKey = (kind: "injected-key" | "mnemonic", flags: SignerFlags, env: Env) => {
  if (kind === "injected-key") {
    const privateKey = nonEmpty(flags.privateKey) ?? nonEmpty(env[KEY_ENV.privateKey])
    return privateKey === undefined ? undefined : { privateKey }
  }
  const mnemonic = nonEmpty(flags.mnemonic) ?? nonEmpty(env[KEY_ENV.mnemonic])
  if (mnemonic === undefined) return undefined
  const accountIndex = parseIndex(flags.accountIndex ?? env[KEY_ENV.accountIndex])
  return accountIndex === undefined ? { mnemonic } : { mnemonic, accountIndex }
}

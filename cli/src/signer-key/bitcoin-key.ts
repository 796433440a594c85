import { InvalidInput, type LocalSignerKey } from "@gangway/core"
import { type Env, KEY_ENV, type KeyNames, nonEmpty, type SignerFlags } from "./key-sources.js"

/** A Bitcoin WIF (51 or 52 base58 characters); the core checks it against the network when it connects. */
export const bitcoinKey = (flags: SignerFlags, env: Env, names: KeyNames): LocalSignerKey | undefined => {
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

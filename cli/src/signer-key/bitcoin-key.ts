import type { LocalSignerKey } from "@gangway/core"
import { bitcoinKeyFromWif } from "@gangway/core/node"
import { type Env, KEY_ENV, type KeyNames, nonEmpty, type SignerFlags } from "./key-sources.js"

/** A Bitcoin WIF (checked by the core's local signer); the core checks it against the network when it connects. */
export const bitcoinKey = (flags: SignerFlags, env: Env, names: KeyNames): LocalSignerKey | undefined => {
  const given = nonEmpty(flags.wif)
  const wif = given ?? nonEmpty(env[KEY_ENV.bitcoinWif])
  if (wif === undefined) return undefined
  return bitcoinKeyFromWif(wif, given === undefined ? KEY_ENV.bitcoinWif : (names.wif ?? "--wif"))
}

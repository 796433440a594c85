import { InvalidInput } from "../../errors.js"
import type { LocalSignerKey } from "../local-signer-key.js"

const WIF_TEXT = /^[1-9A-HJ-NP-Za-km-z]{51,52}$/

/**
 * A Bitcoin private key in WIF as a local signer takes it (51 or 52 base58 characters), from
 * `source` (a flag or an env variable); the network's prefix is checked when it connects.
 * Throws `InvalidInput` naming `source`.
 */
export const bitcoinKeyFromWif = (wif: string, source: string): LocalSignerKey => {
  if (!WIF_TEXT.test(wif)) {
    throw new InvalidInput({
      field: "wif",
      reason: `${source} is not a private key in WIF (51 or 52 base58 characters)`
    })
  }
  return { bitcoinWif: wif }
}

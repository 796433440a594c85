import { isHex } from "@polkadot/util"
import { checkAddress } from "@polkadot/util-crypto/address/check"
import { decodeAddress } from "@polkadot/util-crypto/address/decode"
import { encodeAddress } from "@polkadot/util-crypto/address/encode"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { ss58PrefixOf } from "./chains.js"

const decoded = (value: string): Uint8Array | undefined => {
  // decodeAddress also takes a hex public key; only SS58 text is an address here.
  if (value.length === 0 || isHex(value)) return undefined
  try {
    return decodeAddress(value)
  } catch {
    return undefined
  }
}

/** Whether `value` is an SS58 address (base58, a known length, a valid checksum), whatever its network prefix. */
export const isSs58Address = (value: string): boolean => decoded(value) !== undefined

/** The same account written with `network`'s prefix (Polkadot 1…, Kusama upper-case letters, Westend 5…); the text as given when it is not SS58. */
export const ss58For = (value: string, network: CaipNetwork | undefined): string => {
  const key = decoded(value)
  return key === undefined ? value : encodeAddress(key, ss58PrefixOf(network))
}

/** Why `value` is not an address on `network` (a wrong checksum, another network's prefix); none when it is one. */
export const ss58Problem = (value: string, network: CaipNetwork | undefined): string | undefined => {
  if (isHex(value)) return "a public key is not an address: give the SS58 address"
  const prefix = ss58PrefixOf(network)
  const [valid, reason] = checkAddress(value, prefix)
  if (valid) return undefined
  if (reason?.includes("Prefix mismatch"))
    return `it is written for another network: ${network?.name ?? "this network"} addresses use SS58 prefix ${prefix}`
  if (reason?.includes("checksum")) return "its checksum is wrong: check it for a typo"
  return "it is not an SS58 address"
}

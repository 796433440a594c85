// Legacy "Bitcoin Signed Message" signatures (BIP-137): a recoverable ECDSA signature of
// the double SHA-256 of the prefixed message, its header byte naming the address type.
import { secp256k1 } from "@noble/curves/secp256k1"
import { CompactSize, OutScript } from "@scure/btc-signer"
import { concatBytes, equalBytes, hash160, sha256x2 } from "@scure/btc-signer/utils.js"
import { Base64 } from "effect/encoding"

const PREFIX = new TextEncoder().encode("Bitcoin Signed Message:\n")

/** BIP-137's header byte for recovery id 0 and a compressed key, per address type. */
const HEADER_BASE = { pkh: 31, "sh-wpkh": 35, wpkh: 39 } as const

export type LegacyAddressKind = keyof typeof HEADER_BASE

/** The hash a legacy message signature signs: sha256d(varint(24) ‖ "Bitcoin Signed Message:\n" ‖ varint(len) ‖ message). */
const legacyMessageHash = (message: string): Uint8Array => {
  const bytes = new TextEncoder().encode(message)
  return sha256x2(
    concatBytes(CompactSize.encode(BigInt(PREFIX.length)), PREFIX, CompactSize.encode(BigInt(bytes.length)), bytes)
  )
}

/**
 * Which BIP-137 kind `script` is when it pays the (compressed) `publicKey`: P2PKH, P2WPKH,
 * or P2SH wrapping its P2WPKH. Taproot and other scripts have no legacy signature.
 */
export const legacyKindOf = (script: Uint8Array, publicKey: Uint8Array): LegacyAddressKind | undefined => {
  const decoded = OutScript.decode(script)
  const keyHash = hash160(publicKey)
  if (decoded.type === "pkh" && equalBytes(decoded.hash, keyHash)) return "pkh"
  if (decoded.type === "wpkh" && equalBytes(decoded.hash, keyHash)) return "wpkh"
  if (decoded.type === "sh" && equalBytes(decoded.hash, hash160(OutScript.encode({ type: "wpkh", hash: keyHash }))))
    return "sh-wpkh"
  return undefined
}

/** A BIP-137 signature (base64 of header ‖ r ‖ s) of `message` by `privateKey` for an address of `kind`. */
export const signLegacyMessage = (privateKey: Uint8Array, kind: LegacyAddressKind, message: string): string => {
  const signature = secp256k1.sign(legacyMessageHash(message), privateKey, { lowS: true })
  return Base64.encode(
    concatBytes(Uint8Array.of(HEADER_BASE[kind] + signature.recovery), signature.toCompactRawBytes())
  )
}

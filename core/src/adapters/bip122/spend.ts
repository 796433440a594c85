import { p2sh, p2tr, p2wpkh } from "@scure/btc-signer"
import { Hex } from "effect/encoding"
import { Result } from "effect"
import { scriptKind } from "./address.js"

/**
 * What a PSBT input spending the account's outputs must say besides the output itself; `legacy`:
 * a P2PKH input, which carries the whole previous transaction (nonWitnessUtxo) instead.
 */
export type SpendFields = {
  readonly tapInternalKey?: Uint8Array
  readonly redeemScript?: Uint8Array
  readonly legacy?: true
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

const keyBytes = (publicKey: string | undefined) => {
  if (publicKey === undefined) return undefined
  const decoded = Hex.decode(publicKey.replace(/^0x/, ""))
  return Result.isSuccess(decoded) ? decoded.success : undefined
}

/**
 * How the account's coins are spent, from its output script and the public key its wallet
 * gave: native SegWit as it is, Taproot (key path) with its internal key, P2SH-wrapped SegWit
 * with its redeem script, legacy P2PKH with its previous transactions. None when the key a
 * Taproot or wrapped account needs is missing or does not match the address.
 */
export const spendFields = (script: Uint8Array, publicKey: string | undefined): SpendFields | undefined => {
  const kind = scriptKind(script)
  if (kind === "wpkh") return {}
  if (kind === "pkh") return { legacy: true }
  const key = keyBytes(publicKey)
  try {
    if (kind === "tr" && key !== undefined && (key.length === 32 || key.length === 33)) {
      const internal = key.length === 33 ? key.subarray(1) : key
      return same(p2tr(internal).script, script) ? { tapInternalKey: internal } : undefined
    }
    if (kind === "sh" && key?.length === 33) {
      const inner = p2wpkh(key)
      return same(p2sh(inner).script, script) ? { redeemScript: inner.script } : undefined
    }
  } catch {
    return undefined
  }
  return undefined
}

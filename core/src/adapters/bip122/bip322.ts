// BIP-322 "simple" message signatures, built from @scure/btc-signer's transaction,
// script and witness coders: the signature is the witness of a virtual transaction
// spending an output that commits to the message.
import { RawWitness, Script, Transaction } from "@scure/btc-signer"
import { tagSchnorr } from "@scure/btc-signer/utils.js"
import { Base64 } from "effect/encoding"

const VIRTUAL = {
  version: 0,
  allowUnknownVersion: true,
  allowUnknownOutputs: true,
  allowUnknownInputs: true,
  disableScriptCheck: true,
  lowR: true
} as const

/** The message's tagged hash (BIP-322). */
export const bip322MessageHash = (message: string): Uint8Array =>
  tagSchnorr("BIP0322-signed-message", new TextEncoder().encode(message))

/** The virtual transaction whose output `script` the signature spends. */
export const bip322ToSpend = (script: Uint8Array, message: string): Transaction => {
  const tx = new Transaction(VIRTUAL)
  // The output first: an input with a final scriptSig counts as signed, and locks the outputs.
  tx.addOutput({ script, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(["OP_0", bip322MessageHash(message)])
  })
  return tx
}

/** The virtual transaction that spends it to OP_RETURN, unsigned. */
export const bip322ToSign = (script: Uint8Array, message: string): Transaction => {
  const tx = new Transaction(VIRTUAL)
  tx.addInput({ txid: bip322ToSpend(script, message).id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  tx.addOutput({ script: Script.encode(["RETURN"]), amount: 0n })
  return tx
}

/** A BIP-322 simple signature (base64 of the witness) of `message` by the key whose output script is `script`. */
export const signBip322 = (privateKey: Uint8Array, script: Uint8Array, message: string): string => {
  const tx = bip322ToSign(script, message)
  tx.signIdx(privateKey, 0)
  tx.finalizeIdx(0)
  return Base64.encode(RawWitness.encode(tx.getInput(0).finalScriptWitness ?? []))
}

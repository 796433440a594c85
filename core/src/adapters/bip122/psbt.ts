import { Effect } from "effect"
import { Transaction } from "@scure/btc-signer"
import { WalletRequestFailed } from "../../errors.js"

/** A PSBT as a transaction (decoding errors are the wallet's). */
const psbtTransaction = (psbt: Uint8Array) =>
  Effect.try({
    try: () => Transaction.fromPSBT(psbt),
    catch: (error) =>
      new WalletRequestFailed({
        method: "signPsbt",
        details: `the wallet returned a PSBT that does not decode: ${String(error)}`,
        cause: error
      })
  })

/**
 * The raw transaction (hex) of a PSBT the wallet signed: the same transaction the
 * adapter built (`txid`), its inputs finalized here when the wallet left them signed only.
 */
export const signedTransactionHex = (signed: Uint8Array, txid: string) =>
  Effect.flatMap(psbtTransaction(signed), (tx) =>
    Effect.try({
      try: () => {
        if (tx.id !== txid) throw new Error("the wallet changed the transaction it was asked to sign")
        for (let index = 0; index < tx.inputsLength; index++) {
          const input = tx.getInput(index)
          if (input.finalScriptWitness === undefined && input.finalScriptSig === undefined) tx.finalizeIdx(index)
        }
        tx.extract()
        return tx.hex
      },
      catch: (error) =>
        new WalletRequestFailed({
          method: "signPsbt",
          details: error instanceof Error ? error.message : String(error),
          cause: error
        })
    })
  )

// What a Bitcoin wallet answers, checked before it is used: a PSBT that parses, a message
// signature of the kind asked (BIP-322's witness, or a 65-byte legacy one).
import { Effect, Result } from "effect"
import { Base64 } from "effect/encoding"
import { RawWitness, Transaction } from "@scure/btc-signer"
import { WalletAnswerInvalid } from "../../errors.js"
import { isLegacySignature } from "./legacy-signature.js"
import type { MessageProtocol } from "./signer.js"

const base64Bytes = (method: string, text: string, what: string) => {
  const decoded = Base64.decode(text)
  return Result.isSuccess(decoded) && decoded.success.length > 0
    ? Effect.succeed(decoded.success)
    : Effect.fail(new WalletAnswerInvalid({ method, reason: `the ${what} is not base64` }))
}

/** signPsbt's `psbt`: base64 of a PSBT that parses; its bytes. */
export const signedPsbtAnswer = (psbt: string) =>
  Effect.flatMap(base64Bytes("signPsbt", psbt, "PSBT"), (bytes) =>
    Effect.try({
      try: () => {
        Transaction.fromPSBT(bytes)
        return bytes
      },
      catch: (error) =>
        new WalletAnswerInvalid({
          method: "signPsbt",
          reason: `the PSBT does not parse: ${error instanceof Error ? error.message : String(error)}`
        })
    })
  )

/** signMessage's `signature` for `protocol`: a legacy one is 65 bytes with a BIP-137 header; a BIP-322 one a witness that decodes. */
export const messageSignatureAnswer = (signature: string, protocol: MessageProtocol | undefined) =>
  Effect.flatMap(base64Bytes("signMessage", signature, "signature"), (bytes) => {
    if (protocol === "ecdsa") {
      return isLegacySignature(signature)
        ? Effect.succeed(signature)
        : Effect.fail(
            new WalletAnswerInvalid({
              method: "signMessage",
              reason: "the signature is not the legacy ECDSA one asked (65 bytes, a BIP-137 header)"
            })
          )
    }
    if (isLegacySignature(signature)) return Effect.succeed(signature)
    return Effect.try({
      try: () => {
        if (RawWitness.decode(bytes).length === 0) throw new Error("an empty witness")
        return signature
      },
      catch: () =>
        new WalletAnswerInvalid({
          method: "signMessage",
          reason: "the signature is neither a BIP-322 witness nor a legacy signature"
        })
    })
  })

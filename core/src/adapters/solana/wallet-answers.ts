// What a Solana wallet answers, checked before it is used: a signature is 64 bytes in base58;
// a signed transaction is the one the adapter built, carrying the account's valid signature.
import { Effect, Schema } from "effect"
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  verifySignature,
  type SignatureBytes,
  type Transaction
} from "@solana/kit"
import { WalletAnswerInvalid } from "../../errors.js"

/** A transaction the wallet signed: its wire bytes and the account's signature (base58). */
export interface SignedTransaction {
  readonly wire: Uint8Array
  readonly signature: string
}

const SignatureAnswer = Schema.Struct({ signature: Schema.String })
export const SignTransactionAnswer = Schema.Struct({
  signature: Schema.optional(Schema.String),
  transaction: Schema.optional(Schema.String)
})

export const invalid = (method: string, reason: string) => new WalletAnswerInvalid({ method, reason })

export const decodeAnswer = <S extends Schema.Top>(method: string, schema: S, answer: unknown) =>
  Schema.decodeUnknownEffect(schema)(answer).pipe(
    Effect.mapError((error) => invalid(method, `the answer is not the method's: ${error.message}`))
  ) as Effect.Effect<S["Type"], WalletAnswerInvalid>

const bytesOf = (method: string, text: string, encoding: "base58" | "base64") =>
  Effect.try({
    try: () => new Uint8Array((encoding === "base58" ? getBase58Encoder() : getBase64Encoder()).encode(text)),
    catch: () => invalid(method, `${JSON.stringify(text.slice(0, 40))} is not ${encoding}`)
  })

/** The longest text a 64-byte signature is in base58; longer text is refused before decoding (base58 decoding is quadratic). */
const SIGNATURE_TEXT_MAX = 88
/** A transaction is at most 1232 bytes: its base64 or base58 text is shorter than this. */
const TRANSACTION_TEXT_MAX = 1_700

/** A base58 ed25519 signature: 64 bytes. */
export const signatureBytes = (method: string, text: string) =>
  text.length > SIGNATURE_TEXT_MAX
    ? Effect.fail(invalid(method, `the signature is ${text.length} characters, longer than 64 bytes in base58`))
    : signatureBytesOf(method, text)

const signatureBytesOf = (method: string, text: string) =>
  Effect.flatMap(bytesOf(method, text, "base58"), (bytes) =>
    bytes.length === 64
      ? Effect.succeed(bytes as SignatureBytes)
      : Effect.fail(invalid(method, `the signature is ${bytes.length} bytes, not 64`))
  )

/** `{ signature }` (signAndSendTransaction, signMessage): the signature, checked to be 64 bytes of base58. */
export const signatureAnswer = (method: string, answer: unknown) =>
  Effect.flatMap(decodeAnswer(method, SignatureAnswer, answer), ({ signature }) =>
    Effect.as(signatureBytes(method, signature), signature)
  )

export const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

const verified = (method: string, signer: string, signature: SignatureBytes, message: Uint8Array) =>
  Effect.flatMap(
    Effect.tryPromise({
      try: async () => verifySignature(await getPublicKeyFromAddress(address(signer)), signature, message),
      catch: (error) => invalid(method, `the signature could not be checked: ${String(error)}`)
    }),
    (valid) =>
      valid ? Effect.void : Effect.fail(invalid(method, `the signature is not ${signer}'s over the transaction`))
  )

/** The wallet's signed transaction (base64, or base58 as some wallets write it), which must be the one asked. */
export const transactionOf = (method: string, text: string) =>
  text.length > TRANSACTION_TEXT_MAX
    ? Effect.fail(
        invalid(method, `the signed transaction is ${text.length} characters, longer than a transaction can be`)
      )
    : transactionOfText(method, text)

const transactionOfText = (method: string, text: string) =>
  Effect.flatMap(
    Effect.catch(bytesOf(method, text, "base64"), () => bytesOf(method, text, "base58")),
    (bytes) =>
      Effect.try({
        try: () => getTransactionDecoder().decode(bytes),
        catch: () => invalid(method, "the signed transaction does not deserialise")
      })
  )

/**
 * A `solana_signTransaction` answer for the unsigned `wire`: the signed transaction (which must
 * be the same message) or the bare signature (placed into the transaction here); either way
 * `signer`'s signature must verify.
 */
export const signedTransactionAnswer = (method: string, wire: Uint8Array, signer: string, answer: unknown) =>
  Effect.gen(function* () {
    const unsigned = getTransactionDecoder().decode(wire)
    const { signature, transaction } = yield* decodeAnswer(method, SignTransactionAnswer, answer)
    let signed: Transaction
    if (transaction !== undefined) {
      signed = yield* transactionOf(method, transaction)
      if (!same(new Uint8Array(signed.messageBytes), new Uint8Array(unsigned.messageBytes))) {
        return yield* invalid(method, "the wallet signed another transaction than the one asked")
      }
    } else if (signature !== undefined) {
      const bytes = yield* signatureBytes(method, signature)
      signed = { ...unsigned, signatures: { ...unsigned.signatures, [address(signer)]: bytes } }
    } else {
      return yield* invalid(method, "the answer has neither a transaction nor a signature")
    }
    const own = signed.signatures[address(signer)]
    if (own === undefined || own === null)
      return yield* invalid(method, `the transaction carries no signature of ${signer}`)
    yield* verified(method, signer, own, new Uint8Array(signed.messageBytes))
    return {
      wire: new Uint8Array(getTransactionEncoder().encode(signed)),
      signature: getBase58Decoder().decode(own)
    } satisfies SignedTransaction
  })

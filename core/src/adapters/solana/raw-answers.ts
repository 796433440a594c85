// A dApp's raw solana_* request (client.request): the wallet's answer checked by method before the
// dApp gets it, with the decoders the adapter's own signing uses. Here the signer and the wire the
// wallet was meant to sign are not known, so a signed transaction must deserialise and, where the
// request carries the transaction, be the same message.
import { Effect, Option, Schema } from "effect"
import type { Transaction } from "@solana/kit"
import { WalletAnswerInvalid } from "../../errors.js"
import {
  decodeAnswer,
  invalid,
  same,
  signatureAnswer,
  signatureBytes,
  SignTransactionAnswer,
  transactionOf
} from "./wallet-answers.js"

const SignAllTransactionsAnswer = Schema.Struct({ transactions: Schema.Array(Schema.String) })

const paramOf = (params: unknown, field: string): unknown =>
  typeof params === "object" && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)[field]
    : undefined

/** The signed transaction must be the one asked, where the request's own text of it deserialises. */
const sameAsAsked = (method: string, asked: unknown, signed: Transaction) =>
  typeof asked !== "string"
    ? Effect.void
    : Effect.flatMap(Effect.option(transactionOf(method, asked)), (request) =>
        Option.isSome(request) && !same(new Uint8Array(request.value.messageBytes), new Uint8Array(signed.messageBytes))
          ? Effect.fail(invalid(method, "the wallet signed another transaction than the one asked"))
          : Effect.void
      )

/** `{ transaction }` (base64 or base58, deserialising) or `{ signature }` (64 bytes of base58). */
const signTransaction = (method: string, params: unknown, answer: unknown) =>
  Effect.gen(function* () {
    const { signature, transaction } = yield* decodeAnswer(method, SignTransactionAnswer, answer)
    if (transaction === undefined && signature === undefined)
      return yield* invalid(method, "the answer has neither a transaction nor a signature")
    if (signature !== undefined) yield* signatureBytes(method, signature)
    if (transaction !== undefined)
      yield* sameAsAsked(method, paramOf(params, "transaction"), yield* transactionOf(method, transaction))
  })

/** `{ transactions }`: each deserialises; as many as asked, each the one asked, where the request carries them. */
const signAllTransactions = (method: string, params: unknown, answer: unknown) =>
  Effect.gen(function* () {
    const { transactions } = yield* decodeAnswer(method, SignAllTransactionsAnswer, answer)
    const asked = paramOf(params, "transactions")
    if (Array.isArray(asked) && asked.length !== transactions.length) {
      return yield* invalid(
        method,
        `the wallet answered ${transactions.length} transactions for the ${asked.length} asked`
      )
    }
    for (const [index, text] of transactions.entries()) {
      yield* Effect.flatMap(transactionOf(method, text), (signed) =>
        sameAsAsked(method, Array.isArray(asked) ? asked[index] : undefined, signed)
      ).pipe(
        Effect.mapError(
          (error) => new WalletAnswerInvalid({ method, reason: `transaction ${index + 1}: ${error.reason}` })
        )
      )
    }
  })

/** Checks the answer of the Solana methods WalletConnect names; any other method passes unchecked (nothing here knows its shape). */
export const checkSolanaAnswer = (
  method: string,
  params: unknown,
  answer: unknown
): Effect.Effect<void, WalletAnswerInvalid> => {
  switch (method) {
    case "solana_signMessage":
    case "solana_signAndSendTransaction":
      return Effect.asVoid(signatureAnswer(method, answer))
    case "solana_signTransaction":
      return signTransaction(method, params, answer)
    case "solana_signAllTransactions":
      return signAllTransactions(method, params, answer)
    default:
      return Effect.void
  }
}

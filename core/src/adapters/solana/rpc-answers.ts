// What a Solana node answers, decoded before the adapter reads it: a hostile node's answer is a
// typed chain error, never a negative balance, a blockhash that is no hash or a status of another shape.
import { Effect, Schema } from "effect"
import { isAddress } from "@solana/kit"
import { ChainError } from "../../errors.js"

const U64_MAX = 2n ** 64n - 1n

/** A u64 as @solana/kit hands it over (bigint; a number where a transformer left one). */
const U64 = Schema.Union([Schema.BigInt, Schema.Int]).pipe(
  Schema.check(
    Schema.makeFilter((value: bigint | number) => BigInt(value) >= 0n && BigInt(value) <= U64_MAX, {
      expected: "an unsigned 64-bit integer"
    })
  )
)

const BalanceAnswer = Schema.Struct({ value: U64 })

const BlockhashAnswer = Schema.Struct({
  value: Schema.Struct({
    // A blockhash is 32 bytes in base58, as an address is.
    blockhash: Schema.String.pipe(
      Schema.check(Schema.makeFilter((text: string) => isAddress(text), { expected: "a blockhash (32 bytes, base58)" }))
    ),
    lastValidBlockHeight: U64
  })
})

const StatusesAnswer = Schema.Struct({
  value: Schema.Array(
    Schema.NullOr(
      Schema.Struct({
        confirmationStatus: Schema.optional(Schema.NullOr(Schema.Literals(["processed", "confirmed", "finalized"]))),
        err: Schema.Unknown
      })
    )
  )
})

const decodeAnswer =
  <S extends Schema.Top>(method: string, schema: S) =>
  (answer: unknown) =>
    Schema.decodeUnknownEffect(schema)(answer).pipe(
      Effect.mapError(
        (error) =>
          new ChainError({
            reason: "UnknownNodeError",
            details: `${method} answered an unexpected shape: ${error.message}`
          })
      )
    ) as Effect.Effect<S["Type"], ChainError>

/** getBalance's lamports. */
export const balanceAnswer = (answer: unknown) =>
  Effect.map(decodeAnswer("getBalance", BalanceAnswer)(answer), ({ value }) => BigInt(value))

/** getLatestBlockhash's blockhash and last valid block height, as @solana/kit's lifetime takes them. */
export const blockhashAnswer = (answer: unknown) =>
  Effect.map(decodeAnswer("getLatestBlockhash", BlockhashAnswer)(answer), ({ value }) => ({
    blockhash: value.blockhash,
    lastValidBlockHeight: BigInt(value.lastValidBlockHeight)
  }))

/** getSignatureStatuses' statuses. */
export const statusesAnswer = decodeAnswer("getSignatureStatuses", StatusesAnswer)

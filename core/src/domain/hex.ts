import { Schema } from "effect"

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/** Transaction hash: 0x and exactly 64 hex characters. */
export const isTransactionHash = (value: string): boolean => TRANSACTION_HASH.test(value)

/** Signed message: 0x and at least 62 hex characters. */
export const isSignedMessage = (value: string): boolean => SIGNED_MESSAGE.test(value)

export const TransactionHash = Schema.String.pipe(
  Schema.check(Schema.isPattern(TRANSACTION_HASH, { expected: "a transaction hash (0x + 64 hex)" })),
  Schema.brand("TransactionHash")
)
export type TransactionHash = typeof TransactionHash.Type

/**
 * Tells what an RPC response carries: a transaction hash (transaction-type
 * request), a signature (object-type request), or something else. A 64-hex
 * value is also long enough to be a signature, so the hash test goes first.
 */
export type RpcResultKind = "transaction" | "signature" | "other"

export const classifyRpcResult = (result: unknown): RpcResultKind => {
  if (typeof result !== "string") return "other"
  if (isTransactionHash(result)) return "transaction"
  if (isSignedMessage(result)) return "signature"
  return "other"
}

import { Schema } from "effect"

const HexPrefixed = Schema.String.pipe(
  Schema.check(Schema.makeFilter((value: string) => value.startsWith("0x"), { message: "must start with 0x" }))
)

/** One `wallet_sendCalls` entry: `to` starts with 0x; optional `data` starts with 0x. */
export const SendCallsEntry = Schema.Struct({
  to: HexPrefixed,
  data: Schema.optional(HexPrefixed),
  value: Schema.optional(Schema.String)
})
export type SendCallsEntry = typeof SendCallsEntry.Type

export const SolanaCommitment = Schema.Literals([
  "processed",
  "confirmed",
  "finalized",
  "recent",
  "single",
  "singleGossip",
  "root",
  "max"
])
export type SolanaCommitment = typeof SolanaCommitment.Type

export const RpcRequest = Schema.Struct({
  method: Schema.String,
  params: Schema.optional(Schema.Unknown)
})
export type RpcRequest = typeof RpcRequest.Type

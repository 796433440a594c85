import { Schema } from "effect"

/** A sign-in session (SPEC §3): the signed data, its message text and the signature. */
export const SiwxSession = Schema.Struct({
  data: Schema.Struct({
    accountAddress: Schema.String,
    chainId: Schema.String,
    domain: Schema.optional(Schema.String),
    uri: Schema.optional(Schema.String),
    nonce: Schema.optional(Schema.String),
    issuedAt: Schema.optional(Schema.String),
    expirationTime: Schema.optional(Schema.String)
  }),
  message: Schema.String,
  signature: Schema.String
})
export type SiwxSession = typeof SiwxSession.Type

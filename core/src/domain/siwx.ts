import { Schema } from "effect"

/**
 * What a sign-in message says besides the account (EIP-4361 for eip155, CAIP-122 elsewhere):
 * the site asking, the nonce its backend issued, and when the sign-in holds.
 */
export const SiwxMessageFields = Schema.Struct({
  domain: Schema.String,
  uri: Schema.String,
  statement: Schema.optional(Schema.String),
  version: Schema.optional(Schema.Literal("1")),
  nonce: Schema.String,
  /** ISO 8601 times. */
  issuedAt: Schema.String,
  expirationTime: Schema.optional(Schema.String),
  notBefore: Schema.optional(Schema.String),
  requestId: Schema.optional(Schema.String),
  resources: Schema.optional(Schema.Array(Schema.String))
})
export type SiwxMessageFields = typeof SiwxMessageFields.Type

/** A sign-in message's data: its fields, the account and the network (CAIP-2) it signs in on. */
export const SiwxMessageData = Schema.Struct({
  ...SiwxMessageFields.fields,
  accountAddress: Schema.String,
  chainId: Schema.String
})
export type SiwxMessageData = typeof SiwxMessageData.Type

/** A sign-in session (SPEC §3): the signed data, its message text and the signature. */
export const SiwxSession = Schema.Struct({
  data: Schema.Struct({
    accountAddress: Schema.String,
    chainId: Schema.String,
    domain: Schema.optional(Schema.String),
    uri: Schema.optional(Schema.String),
    statement: Schema.optional(Schema.String),
    version: Schema.optional(Schema.String),
    nonce: Schema.optional(Schema.String),
    issuedAt: Schema.optional(Schema.String),
    expirationTime: Schema.optional(Schema.String),
    notBefore: Schema.optional(Schema.String),
    requestId: Schema.optional(Schema.String),
    resources: Schema.optional(Schema.Array(Schema.String))
  }),
  message: Schema.String,
  signature: Schema.String
})
export type SiwxSession = typeof SiwxSession.Type

/** Whether `session` signs in `address` on `chainId`, both addresses written by `normalize` (the namespace's rule). */
export const sessionMatches = (
  session: SiwxSession,
  chainId: string,
  address: string,
  normalize: (address: string) => string = (value) => value
): boolean => session.data.chainId === chainId && normalize(session.data.accountAddress) === normalize(address)

/** Whether the session's expiration time has passed at `nowMs`. */
export const sessionExpired = (session: Pick<SiwxSession, "data">, nowMs: number): boolean => {
  const expiry = session.data.expirationTime
  return expiry !== undefined && !(Date.parse(expiry) > nowMs)
}

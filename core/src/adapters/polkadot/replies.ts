// The shapes Polkadot wallets answer with, checked before anything reads them.
import { Effect, Schema } from "effect"
import { WalletRequestFailed } from "../../errors.js"
import { isSs58Address } from "./address.js"

/** 0x hex of an sr25519/ed25519/ecdsa signature (64 or 65 bytes, a type byte first in the MultiSignature form). */
const SignatureHex = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => /^0x(?:[0-9a-fA-F]{2}){64,66}$/.test(value), {
      expected: "a 0x hex signature"
    })
  )
)

const SignatureReply = Schema.Struct({ signature: SignatureHex })

const Ss58Text = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => value.length <= 64 && isSs58Address(value), { expected: "an SS58 address" })
  )
)

/** An account an extension grants (`accounts.get()`): only its address is relied on. */
export const InjectedAccount = Schema.Struct({
  address: Ss58Text,
  name: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  genesisHash: Schema.optional(Schema.NullOr(Schema.String))
})
export type InjectedAccount = typeof InjectedAccount.Type

export const InjectedAccounts = Schema.Array(InjectedAccount).pipe(Schema.check(Schema.isMaxLength(256)))

const decodeSignature = Schema.decodeUnknownResult(SignatureReply)

/** The signature of a wallet's reply, or a typed refusal of a reply that has none. */
export const signatureOf = (method: string, reply: unknown): Effect.Effect<`0x${string}`, WalletRequestFailed> => {
  const result = decodeSignature(reply)
  return result._tag === "Success"
    ? Effect.succeed(result.success.signature as `0x${string}`)
    : Effect.fail(new WalletRequestFailed({ method, details: "the wallet answered without a valid signature" }))
}

// The shapes of a WalletConnect bip122 wallet's answers, shared by the adapter's own signing and the
// check of a dApp's raw requests' answers.
import { Effect, Schema } from "effect"
import { WalletAnswerInvalid } from "../../errors.js"

/** A transaction id: 32 bytes in hex. */
const Txid = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[0-9a-fA-F]{64}$/, { expected: "a transaction id (64 hex characters)" }))
)
export const SignPsbtResult = Schema.Struct({ psbt: Schema.String, txid: Schema.optional(Txid) })
export const SendTransferResult = Schema.Struct({ txid: Txid })
export const SignMessageResult = Schema.Struct({ signature: Schema.String, address: Schema.optional(Schema.String) })
/** getAccountAddresses: the wallet's addresses, each with its public key (33-byte compressed or 32-byte x-only, hex) where it gives one. */
export const AccountAddresses = Schema.Array(
  Schema.Struct({
    address: Schema.String,
    publicKey: Schema.optional(
      Schema.String.pipe(
        Schema.check(
          Schema.isPattern(/^(?:0x)?(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/, { expected: "a public key (hex)" })
        )
      )
    ),
    path: Schema.optional(Schema.String),
    intention: Schema.optional(Schema.String)
  })
)

/** The wallet's answer decoded by the method's shape; otherwise WalletAnswerInvalid, never a result. */
export const decodeBitcoinAnswer = <S extends Schema.Top>(method: string, schema: S, answer: unknown) =>
  Schema.decodeUnknownEffect(schema)(answer).pipe(
    Effect.mapError(
      (error) => new WalletAnswerInvalid({ method, reason: `the answer is not the method's: ${error.message}` })
    )
  ) as Effect.Effect<S["Type"], WalletAnswerInvalid>

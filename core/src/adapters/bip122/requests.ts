import { Effect, Schema } from "effect"
import type { WalletError } from "../../connectors/session.js"
import { WalletRequestFailed } from "../../errors.js"
import type { Bip122Signer } from "./signer.js"

const SignMessageParams = Schema.Struct({
  message: Schema.String,
  address: Schema.optional(Schema.String),
  protocol: Schema.optional(Schema.Literals(["bip322", "ecdsa"]))
})

/**
 * A dApp's raw request to a wallet that is not reached through WalletConnect, in
 * WalletConnect bip122's terms: `signMessage` ({ message, address?, protocol? } → { address, signature }).
 * BIP-322 unless `protocol` asks for a legacy ECDSA (BIP-137) signature; a wallet that
 * cannot sign the protocol asked refuses rather than answering in another.
 */
export const bitcoinRequest = (
  signer: Bip122Signer,
  address: string,
  method: string,
  params: unknown
): Effect.Effect<unknown, WalletError> => {
  if (method !== "signMessage") {
    return Effect.fail(
      new WalletRequestFailed({
        method,
        details: `${method} is not a request this Bitcoin wallet answers; signMessage is`
      })
    )
  }
  return Schema.decodeUnknownEffect(SignMessageParams)(params).pipe(
    Effect.mapError(
      () =>
        new WalletRequestFailed({
          method,
          details: 'params must be { message: string, address?: string, protocol?: "bip322" | "ecdsa" }'
        })
    ),
    Effect.flatMap(({ message, address: asked, protocol }) => {
      const by = asked ?? address
      return Effect.map(signer.signMessage(by, message, protocol), (signature) => ({ address: by, signature }))
    })
  )
}

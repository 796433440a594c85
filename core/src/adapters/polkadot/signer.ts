import type { Effect } from "effect"
import type { SessionSigner, WalletError } from "../../connectors/session.js"

/**
 * A polkadot session signs messages: the wallet signs the bytes wrapped in
 * `<Bytes>…</Bytes>` (what every Polkadot wallet does for a raw message, so a
 * message can never be a valid transaction), with the account's sr25519 or ed25519 key.
 */
export interface PolkadotSigner extends SessionSigner {
  readonly namespace: "polkadot"
  /** The signature (0x hex) of `message` by the session's account. */
  readonly signMessage: (message: Uint8Array) => Effect.Effect<`0x${string}`, WalletError>
}

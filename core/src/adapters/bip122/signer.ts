import type { Effect } from "effect"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { SessionSigner, WalletError } from "../../connectors/session.js"

/** BIP-322 ("simple") or legacy ECDSA "Bitcoin Signed Message" (BIP-137). */
export type MessageProtocol = "bip322" | "ecdsa"

/** Which inputs of a PSBT the wallet signs, with which of its addresses. */
export interface InputsToSign {
  readonly address: string
  readonly indexes: ReadonlyArray<number>
}

/**
 * A bip122 session signs what the adapter builds: a PSBT whose inputs it signs
 * (the adapter finalizes and broadcasts), and messages. A wallet that only sends
 * transfers itself offers `sendTransfer` instead of `signPsbt`.
 */
export interface Bip122Signer extends SessionSigner {
  readonly namespace: "bip122"
  /** The PSBT (bytes) with the listed inputs signed. */
  readonly signPsbt?:
    | ((
        psbt: Uint8Array,
        inputs: ReadonlyArray<InputsToSign>,
        network: CaipNetwork
      ) => Effect.Effect<Uint8Array, WalletError>)
    | undefined
  /** The wallet builds, signs and broadcasts a payment itself; its txid. */
  readonly sendTransfer?:
    | ((to: string, satoshis: bigint, network: CaipNetwork) => Effect.Effect<string, WalletError>)
    | undefined
  /** A signature of `message` by `address`, base64: BIP-322 (the default), or a legacy BIP-137 ECDSA one when asked. */
  readonly signMessage: (
    address: string,
    message: string,
    protocol?: MessageProtocol
  ) => Effect.Effect<string, WalletError>
}

export const isBip122Signer = (signer: SessionSigner): signer is Bip122Signer => signer.namespace === "bip122"

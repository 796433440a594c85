import type { Effect } from "effect"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { SessionSigner, WalletError } from "../../connectors/session.js"
import type { SignedTransaction } from "./wallet-answers.js"

/**
 * A solana session signs what the adapter builds: a compiled transaction
 * (wire bytes, the wallet's signature slot empty) to sign and send, or a message. A wallet
 * that only signs offers `signTransaction`; the adapter then sends through the cluster's RPC.
 */
export interface SolanaSigner extends SessionSigner {
  readonly namespace: "solana"
  /** Signs and sends the transaction on `network`; its signature (base58). */
  readonly signAndSendTransaction?:
    | ((wireTransaction: Uint8Array, network: CaipNetwork) => Effect.Effect<string, WalletError>)
    | undefined
  /** Signs the transaction for `network` without sending it: the signed transaction, checked. */
  readonly signTransaction?:
    | ((wireTransaction: Uint8Array, network: CaipNetwork) => Effect.Effect<SignedTransaction, WalletError>)
    | undefined
  /** An ed25519 signature over `message`. */
  readonly signMessage: (message: Uint8Array) => Effect.Effect<Uint8Array, WalletError>
}

export const isSolanaSigner = (signer: SessionSigner): signer is SolanaSigner => signer.namespace === "solana"

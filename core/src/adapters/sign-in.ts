import type { Effect } from "effect"
import type { WalletError, WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { SiwxMessageData } from "../domain/siwx.js"
import type { ChainError, InvalidInput, MissingNetwork } from "../errors.js"

/**
 * Sign-in with the wallet on one namespace: the message format (EIP-4361 on eip155,
 * CAIP-122 on solana), how the wallet signs it and how the signature is checked.
 */
export interface SignInAdapter {
  /** The message text the wallet signs. */
  readonly buildMessage: (data: SiwxMessageData) => string
  /** The data a message text carries; refused when it is not a message of this format. */
  readonly parseMessage: (message: string) => Effect.Effect<SiwxMessageData, InvalidInput>
  /** The session's wallet signs `message` with `address`; the signature as the namespace writes it (hex, base58). */
  readonly sign: (session: WalletSession, network: CaipNetwork, address: string, message: string) => Effect.Effect<string, WalletError>
  /** Whether `signature` over `message` is `address`'s (a contract account's through the chain, where it has one). */
  readonly verify: (
    network: CaipNetwork,
    address: string,
    message: string,
    signature: string
  ) => Effect.Effect<boolean, ChainError | MissingNetwork>
}

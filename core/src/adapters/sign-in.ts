import type { Effect } from "effect"
import type { WalletError, WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { ChainError, MissingNetwork } from "../errors.js"

/**
 * Sign-in with the wallet on one namespace: how the wallet signs a message and how the
 * signature is checked. The message's format and rules (EIP-4361 on eip155, CAIP-122 on
 * solana) live in siwx/message-rules.ts, shared with servers.
 */
export interface SignInAdapter {
  /** The session's wallet signs `message` with `address`; the signature as the namespace writes it (hex, base58). */
  readonly sign: (
    session: WalletSession,
    network: CaipNetwork,
    address: string,
    message: string
  ) => Effect.Effect<string, WalletError>
  /** Whether `signature` over `message` is `address`'s (a contract account's through the chain, where it has one). */
  readonly verify: (
    network: CaipNetwork,
    address: string,
    message: string,
    signature: string
  ) => Effect.Effect<boolean, ChainError | MissingNetwork>
}

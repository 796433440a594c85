import type { Effect } from "effect"
import type { WalletError, WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"

/** Name registration on one namespace: the coin type its addresses carry in name profiles, and how the wallet signs the registration. */
export interface NamesAdapter {
  /** SLIP-44 / ENSIP-11 coin type of the namespace's addresses (EVM: 60). */
  readonly coinType: number
  /** The session's wallet signs the registration text with `address`; the signature as the namespace writes it. */
  readonly sign: (
    session: WalletSession,
    network: CaipNetwork,
    address: string,
    message: string
  ) => Effect.Effect<string, WalletError>
}

import type { Effect } from "effect"
import type { WalletError, WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { ChainError, MissingNetwork } from "../errors.js"

/** What a dApp asks the wallet for: spending up to `allowance` units of `token` until `expiry`, by the key whose address is `signer`. */
interface PermissionRequest {
  readonly token: string
  readonly allowance: bigint
  /** Unix seconds. */
  readonly expiry: number
  readonly signer: string
}

/** A spend within a granted permission, signed by the session's key (which the dApp holds). */
interface PermissionSpend {
  readonly context: string
  readonly signerKey: string
  readonly token: string
  readonly to: string
  readonly amount: bigint
}

/** Smart sessions (ERC-7715) on one namespace: grant asked of the wallet, spends within it, the revocation's signature. */
export interface SmartSessionsAdapter {
  /** The wallet asks its person and grants; the permissions context (`pci`). */
  readonly grant: (
    session: WalletSession,
    network: CaipNetwork,
    address: string,
    request: PermissionRequest
  ) => Effect.Effect<string, WalletError>
  /** The wallet checks the spend against the permission and sends it without asking; the transaction hash once mined. */
  readonly spend: (
    session: WalletSession,
    network: CaipNetwork,
    address: string,
    spend: PermissionSpend
  ) => Effect.Effect<string, WalletError>
  /** A permission's token as the chain names it (ERC-20 symbol and decimals), to write its limit in whole tokens. */
  readonly tokenInfo: (
    network: CaipNetwork,
    token: string
  ) => Effect.Effect<{ readonly symbol: string; readonly decimals: number }, ChainError | MissingNetwork>
  /** The account signs the revocation of `pci`. */
  readonly signRevocation: (
    session: WalletSession,
    network: CaipNetwork,
    address: string,
    pci: string
  ) => Effect.Effect<string, WalletError>
}

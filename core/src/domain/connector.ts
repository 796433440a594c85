import { Schema } from "effect"
import type { ChainNamespace } from "./namespace.js"

export const ConnectorType = Schema.Literals(["ANNOUNCED", "MULTI_CHAIN", "AUTH", "WALLET_CONNECT", "LOCAL_SIGNER"])
export type ConnectorType = typeof ConnectorType.Type

/** How a wallet is reached (SPEC §3). `provider` is the live EIP-1193 object, not data. */
export interface Connector {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string | undefined
  readonly imageId?: string | undefined
  readonly type: ConnectorType
  /** The namespace it connects (the first, for a connector that spans several). */
  readonly chain: ChainNamespace
  /** Every namespace one connection through it gives (a multi-chain wallet, WalletConnect); `[chain]` when absent. */
  readonly chains?: ReadonlyArray<ChainNamespace> | undefined
  readonly explorerId?: string | undefined
  readonly info?: { readonly rdns?: string | undefined } | undefined
  readonly provider?: unknown
}

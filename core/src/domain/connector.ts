import { Schema } from "effect"
import { ChainNamespace } from "./namespace.js"

export const ConnectorType = Schema.Literals(["ANNOUNCED", "MULTI_CHAIN", "AUTH", "WALLET_CONNECT", "LOCAL_SIGNER"])
export type ConnectorType = typeof ConnectorType.Type

/** How a wallet is reached (SPEC §3). `provider` is the live EIP-1193 object, not data. */
export interface Connector {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string | undefined
  readonly imageId?: string | undefined
  readonly type: ConnectorType
  readonly chain: ChainNamespace
  readonly explorerId?: string | undefined
  readonly info?: { readonly rdns?: string | undefined } | undefined
  readonly provider?: unknown
}

import { Schema } from "effect"
import { SOCIAL_PROVIDERS } from "../constants.js"
import { AccountType, ChainNamespace } from "./namespace.js"

export const ConnectionStatus = Schema.Literals(["disconnected", "connecting", "connected", "reconnecting"])
export type ConnectionStatus = typeof ConnectionStatus.Type

/** An account as a wallet SDK reports it (SPEC §3 "Account (SDK)"). */
export const SdkAccount = Schema.Struct({
  namespace: ChainNamespace,
  address: Schema.String,
  type: AccountType,
  publicKey: Schema.optional(Schema.String),
  path: Schema.optional(Schema.String)
})
export type SdkAccount = typeof SdkAccount.Type

export const SocialProvider = Schema.Literals(SOCIAL_PROVIDERS)
export type SocialProvider = typeof SocialProvider.Type

export const ConnectedWalletInfo = Schema.Struct({
  name: Schema.String,
  icon: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  rdns: Schema.optional(Schema.String)
})
export type ConnectedWalletInfo = typeof ConnectedWalletInfo.Type

export interface ChainFeatures {
  readonly balance: boolean
  readonly send: boolean
  /** Swaps can be sent here (the adapter sends built calls); whether the data API swaps on the network is asked when swapping. */
  readonly swap: boolean
}

/**
 * The wallet account state kept per chain namespace (SPEC §3). Who logged in (SPEC's `user`,
 * `socialProvider`) is the auth store's `user`, selected beside it; each field's one writer:
 * docs/architecture.md "Who owns the state".
 */
export interface AccountState {
  readonly status: ConnectionStatus
  readonly caipAddress: string | undefined
  readonly address: string | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly profileName: string | null | undefined
  readonly profileImage: string | null | undefined
  readonly addressExplorerUrl: string | undefined
  /** What the namespace offers here (its adapter's): a balance read from the chain, and sending; both when absent. */
  readonly chainFeatures?: ChainFeatures | undefined
  readonly smartAccountDeployed: boolean
  readonly tokenBalance: ReadonlyArray<unknown>
  readonly allAccounts: ReadonlyArray<SdkAccount>
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined
  readonly preferredAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  readonly farcasterUrl: string | undefined
}

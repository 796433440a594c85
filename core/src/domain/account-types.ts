import { Schema } from "effect"
import { AccountType } from "./namespace.js"

/**
 * What a wallet with more than one account type (the embedded wallet: its EOA and its smart
 * account) said about them when it connected: both addresses, which one is in use, whether
 * the smart account is on chain yet, and the chains where a smart account can be used.
 */
export interface SessionAccountTypes {
  readonly accounts: ReadonlyArray<{ readonly address: string; readonly type: AccountType }>
  readonly preferred: AccountType
  readonly smartAccountDeployed: boolean
  readonly smartAccountEnabledNetworks: ReadonlyArray<number>
}

/** The preferred account type per namespace as stored (`@appkit/preferred_account_types`). */
export const StoredPreferredAccountTypes = Schema.Record(Schema.String, AccountType)

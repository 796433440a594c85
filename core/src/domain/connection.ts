import { Schema } from "effect"
import { ConnectionStatus } from "./account.js"
import { DirectoryWallet } from "./wallet.js"

/** WalletConnect connection state (SPEC §3). */
export const ConnectionState = Schema.Struct({
  wcError: Schema.Boolean,
  buffering: Schema.Boolean,
  status: ConnectionStatus,
  wcUri: Schema.optional(Schema.String),
  /** Epoch milliseconds at which the pairing URI stops being valid. */
  wcPairingExpiry: Schema.optional(Schema.Number),
  wcLinking: Schema.optional(Schema.Struct({ name: Schema.String, href: Schema.String })),
  recentWallet: Schema.optional(DirectoryWallet),
  wcBasic: Schema.Boolean
})
export type ConnectionState = typeof ConnectionState.Type

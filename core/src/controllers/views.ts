import type { ChainNamespace } from "../domain/namespace.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { Connector } from "../domain/connector.js"
import type { DirectoryWallet } from "../domain/wallet.js"

/** The modal's views (SPEC §2) and the flows built on them. */
export type View =
  | "Connect"
  | "Account"
  | "AllWallets"
  | "ConnectingWalletConnect"
  | "ConnectingWalletConnectBasic"
  | "ConnectingExternal"
  | "ConnectingSiwe"
  | "SIWXSignMessage"
  | "ConnectingFarcaster"
  | "UnsupportedChain"
  | "ApproveTransaction"
  | "Networks"
  | "WalletSend"
  | "WalletSendSelectToken"
  | "WalletSendPreview"
  | "Transactions"
  // Buying crypto (issue 20)
  | "OnrampBuy"
  // Swaps (issue 20)
  | "Swap"
  // Names and smart sessions (issue 21)
  | "RegisterName"
  | "Sessions"
  // Email and social login (issue 17)
  | "EmailVerifyDevice"
  | "EmailVerifyOtp"
  | "ConnectingSocial"
  | "UpdateEmail"
  | "UpdateEmailOtp"

/** What a view needs to know: the wallet being paired, the connector, the network. */
export interface RouterData {
  readonly wallet?: DirectoryWallet | undefined
  readonly connector?: Connector | undefined
  readonly network?: CaipNetwork | undefined
  /** Connect lists only this namespace's wallets (a network of a namespace with no wallet yet). */
  readonly namespace?: ChainNamespace | undefined
}

export interface HistoryEntry {
  readonly view: View
  readonly data?: RouterData | undefined
}

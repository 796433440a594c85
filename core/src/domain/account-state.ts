import type { AccountState } from "./account.js"

/** The account of a namespace before any wallet connects, and after it disconnects. */
export const emptyAccountState: AccountState = {
  status: "disconnected",
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  addressExplorerUrl: undefined,
  smartAccountDeployed: false,
  tokenBalance: [],
  allAccounts: [],
  connectedWalletInfo: undefined,
  preferredAccountTypes: {},
  farcasterUrl: undefined
}

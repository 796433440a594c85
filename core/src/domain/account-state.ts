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
  user: undefined,
  addressExplorerUrl: undefined,
  smartAccountDeployed: false,
  currentTab: "tokens",
  tokenBalance: [],
  shouldUpdateToAddress: undefined,
  allAccounts: [],
  addressLabels: {},
  connectedWalletInfo: undefined,
  preferredAccountTypes: {},
  socialProvider: undefined,
  socialWindow: undefined,
  farcasterUrl: undefined
}

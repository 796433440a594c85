import type { ChainNamespace, RouterData, View } from "@gangway/core"

const namespaceArticles: Readonly<Record<ChainNamespace, string>> = { eip155: "an", solana: "a", polkadot: "a", bip122: "a" }

/** How a namespace's wallets are named in a title. */
export const namespaceNames: Readonly<Record<ChainNamespace, string>> = {
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
}

/** Each view's title: the dialog's accessible name and its visible heading. */
export const viewTitles: Readonly<Record<View, string>> = {
  Connect: "Connect a wallet",
  Account: "Account",
  AllWallets: "All wallets",
  ConnectingWalletConnect: "Connecting",
  ConnectingWalletConnectBasic: "Connect a wallet",
  ConnectingExternal: "Connecting",
  ConnectingSiwe: "Sign in",
  SIWXSignMessage: "Sign in",
  ConnectingFarcaster: "Farcaster",
  UnsupportedChain: "Switch network",
  ApproveTransaction: "Approve transaction",
  Networks: "Choose network",
  WalletSend: "Send",
  WalletSendSelectToken: "Select token",
  WalletSendPreview: "Review send",
  Transactions: "Activity",
  EmailVerifyDevice: "Approve this device",
  EmailVerifyOtp: "Enter your code",
  ConnectingSocial: "Social login",
  UpdateEmail: "Update email",
  UpdateEmailOtp: "Confirm the change",
  OnrampBuy: "Buy crypto",
  Swap: "Swap",
  RegisterName: "Register a name",
  Sessions: "Sessions"
}

/** The title of the view, with the wallet or connector being reached where it names one. */
export const titleOf = (view: View, data: RouterData | undefined): string => {
  const name = data?.wallet?.name ?? data?.connector?.name
  if (name !== undefined && view.startsWith("Connecting") && view !== "ConnectingSiwe") return name
  if (view === "Connect" && data?.namespace !== undefined) return `Connect ${namespaceArticles[data.namespace]} ${namespaceNames[data.namespace]} wallet`
  return viewTitles[view]
}

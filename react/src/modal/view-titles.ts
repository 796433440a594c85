import type { ChainNamespace, RouterData, View } from "@gangway/core"
import type { Translate } from "@gangway/core/i18n"
import type { modalMessages, ModalMessageKey } from "./messages.js"

const connectTitles: Readonly<Record<ChainNamespace, ModalMessageKey>> = {
  eip155: "connectEip155",
  solana: "connectSolana",
  polkadot: "connectPolkadot",
  bip122: "connectBip122"
}

/** Each view's title (a key of the modal's messages): the dialog's accessible name and its visible heading. */
const viewTitles: Readonly<Record<View, ModalMessageKey>> = {
  Connect: "Connect",
  Account: "Account",
  AllWallets: "AllWallets",
  ConnectingWalletConnect: "Connecting",
  ConnectingWalletConnectBasic: "Connect",
  ConnectingExternal: "Connecting",
  ConnectingSiwe: "SignIn",
  SIWXSignMessage: "SignIn",
  ConnectingFarcaster: "SignIn",
  UnsupportedChain: "UnsupportedChain",
  ApproveTransaction: "ApproveTransaction",
  Networks: "Networks",
  WalletSend: "WalletSend",
  WalletSendSelectToken: "WalletSendSelectToken",
  WalletSendPreview: "WalletSendPreview",
  Transactions: "Transactions",
  EmailVerifyDevice: "EmailVerifyDevice",
  EmailVerifyOtp: "EmailVerifyOtp",
  ConnectingSocial: "ConnectingSocial",
  UpdateEmail: "UpdateEmail",
  UpdateEmailOtp: "UpdateEmailOtp",
  OnrampBuy: "OnrampBuy",
  Swap: "Swap",
  RegisterName: "RegisterName",
  Sessions: "Sessions"
}

/** The title of the view, with the wallet or connector being reached where it names one. */
export const titleOf = (view: View, data: RouterData | undefined, t: Translate<typeof modalMessages.en>): string => {
  const name = data?.wallet?.name ?? data?.connector?.name
  if (name !== undefined && view.startsWith("Connecting") && view !== "ConnectingSiwe") return name
  if (view === "ConnectingFarcaster") return "Farcaster"
  if (view === "Connect" && data?.namespace !== undefined) return t(connectTitles[data.namespace])
  return t(viewTitles[view])
}

import { definePlainMessages } from "@gangway/core/i18n"

/** The modal's shell (header, view titles, loading and failure states) and its shared rows. */
export const modalMessages = definePlainMessages("modal", {
  Connect: "Connect a wallet",
  connectEip155: "Connect an EVM wallet",
  connectSolana: "Connect a Solana wallet",
  connectPolkadot: "Connect a Polkadot wallet",
  connectBip122: "Connect a Bitcoin wallet",
  Account: "Account",
  AllWallets: "All wallets",
  Connecting: "Connecting",
  SignIn: "Sign in",
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
  Sessions: "Sessions",
  back: "Back",
  close: "Close",
  loading: "Loading",
  loadingBalances: "Loading balances",
  tryAgain: "Try again",
  loadFailed: "This part of the wallet did not load",
  loadFailedHint: "Check your connection, then try again.",
  notAvailable: "Not available yet",
  notAvailableHint: "This part of the wallet flow has not shipped in this version.",
  disconnect: "Disconnect",
  copyFailed: "Could not copy: the browser refused access to the clipboard",
  // Spoken before a toast's message, so its kind is not told by colour and icon alone.
  toastSuccess: "Done: ",
  toastError: "Error: ",
  toastLoading: "In progress: "
})

export type ModalMessageKey = keyof typeof modalMessages.en

import { defineMessages } from "@gangway/core/i18n"

/** The connecting views: an installed wallet asked to connect, WalletConnect's QR code and a phone's deep link. */
export const connectingMessages = defineMessages("connecting", {
  yourWallet: "your wallet",
  continueIn: "Continue in {name}",
  acceptRequest: "Accept the connection request in the wallet.",
  couldNotConnect: "Could not connect the wallet",
  declined: "{name} did not connect: the request was declined.",
  signatureDeclined: "{name} did not sign the message.",
  failed: "{name} could not connect. Check the wallet, then try again.",
  qrLabel: "QR code to connect with {name}",
  walletDeclined: "The wallet declined the connection.",
  pairingFailed: "The pairing failed. Get a new code and scan it again.",
  scanWith: "Scan with {name}",
  preparingCode: "Preparing a pairing code…",
  scanOnPhone: "Open the wallet on your phone and scan this code.",
  scanOnOtherDevice: "Scan this code with a wallet on another device, or copy the link.",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  preparingConnection: "Preparing the connection…",
  openAndApprove: "Open {name}, approve the connection, then come back here.",
  open: "Open {name}",
  orScan: "Or scan this code from another device",
  tryAgain: "Try again"
})

import { definePlainMessages } from "@gangway/core/i18n"

/** The Connect view (its idle chunk): the wallet rows, the email field and the social buttons. */
export const connectMessages = definePlainMessages("connect", {
  or: "or",
  email: "Email",
  social: "Social login",
  wallets: "Wallets",
  noWallets: "No wallets found",
  noWalletsHint: "Install a browser wallet extension, then open this window again.",
  qrCode: "QR code",
  installed: "Installed",
  recent: "Recent",
  emailAddress: "Email address",
  continueWithEmail: "Continue with email",
  invalidEmail: "Enter a valid email address, like name@example.com",
  // Around a provider's name ("Continue with Google"): languages put the name in different places.
  continueWithBefore: "Continue with ",
  continueWithAfter: ""
})

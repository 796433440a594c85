import { defineMessages } from "@gangway/core/i18n"

/** Sign-in with the connected wallet (SIWX): the request and the wallet signing. */
export const signInMessages = defineMessages("signIn", {
  yourWallet: "your wallet",
  thisApp: "This app",
  asks: "{app} asks you to sign in",
  explain: "Sign a message in {wallet} to prove this account is yours. Signing is free and sends no transaction.",
  onNetwork: "on {network}",
  required: "{app} needs you to sign in. Cancelling disconnects the wallet.",
  cancel: "Cancel",
  sign: "Sign message",
  retry: "Try again",
  continueIn: "Continue in {wallet}",
  signing: "Sign the message in the wallet to finish signing in."
})

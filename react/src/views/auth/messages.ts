import { defineMessages } from "@gangway/core/i18n"

/** Email login, social login, the email change and the secure frame's approval. */
export const authMessages = defineMessages("auth", {
  otpLead: "Enter the 6-digit code we sent to {email}.",
  otpLabel: "Code from the email",
  deviceLead:
    "This browser is new for {email}. Open the link we mailed you to approve it; your login code follows by email.",
  deviceWaiting: "Waiting for your approval…",
  currentEmail: "Your current email is {email}. We will send a code to it, then one to the new address.",
  emailNotSet: "not set",
  newEmail: "New email address",
  sendCodes: "Send the codes",
  primaryLead: "Enter the code we sent to your current email, {email}.",
  secondaryLead: "Now enter the code we sent to your new email, {email}.",
  primaryLabel: "Code sent to your current email",
  secondaryLabel: "Code sent to your new email",
  resend: "Resend code",
  resendIn: "{seconds, plural, one {Resend code in # s} other {Resend code in # s}}",
  popupBlocked: "Your browser blocked the login window.",
  continueIn: "Continue in the {provider} window…",
  openAgain: "Open the {provider} window again",
  approvalLead: "Review this request in the secure window below. Only you can approve it there."
})

/** Sign In With Farcaster. */
export const farcasterMessages = defineMessages("farcaster", {
  qrLabel: "QR code to sign in with Farcaster",
  title: "Sign in with Farcaster",
  preparing: "Preparing a sign-in code…",
  scan: "Scan this code with the Farcaster app on your phone, then approve the sign-in there.",
  newCode: "Get a new code",
  open: "Open in Farcaster",
  copy: "Copy link",
  copied: "Link copied"
})

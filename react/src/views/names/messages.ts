import { defineMessages } from "@gangway/core/i18n"

/** Registering a name for the account. */
export const namesMessages = defineMessages("names", {
  loading: "Checking whether this network offers names",
  unavailable: "Names are not available here",
  unavailableText: "Names are not available on this network",
  registerFailed: "The name could not be registered",
  checkFailed: "This name cannot be checked now",
  rules: "{min}–{max} lowercase letters a–z, digits or hyphens; no hyphen first or last. Names end in {suffix}.",
  label: "Choose a name for this account",
  placeholder: "yourname",
  checking: "Checking…",
  available: "{name} is available",
  taken: "{name} is already registered",
  suggestions: "Available names like it",
  continue: "Continue",
  for: "for {address}",
  signNote:
    "Your wallet asks you to sign a message with the name and the time. Signing is free: nothing is sent on chain from your account.",
  back: "Back",
  signing: "Sign in your wallet…",
  register: "Sign and register",
  yours: "is yours: it now shows as this account's name.",
  backToAccount: "Back to account"
})

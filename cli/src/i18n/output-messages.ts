// What the CLI says around a failure, for a person (stderr). `--json` keeps the English.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const outputMessages = defineMessages("cliOutput", {
  error: "Error: {message}",
  missingCommand: "missing command: one of {names} (see gangway --help)",
  hintNoActiveCaipAddress:
    "Connect first: gangway connect --private-key <hex> (a local key), or gangway connect (WalletConnect); see gangway connect --help",
  hintProjectIdRequired: "Pass --project-id or --api-url (see gangway --help)",
  hintConfirmationRequired: "Pass --yes to send without a prompt"
})

/** The key of a failure's hint in `outputMessages`, by the failure's tag. */
export const hintKey = (tag: string) => `hint${tag}` as keyof typeof outputMessages.en

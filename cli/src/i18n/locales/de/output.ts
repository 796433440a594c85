import type { Translation } from "@gangway/core/i18n"
import type { outputMessages } from "../../output-messages.js"

export default {
  error: "Fehler: {message}",
  missingCommand: "Befehl fehlt: einer von {names} (siehe gangway --help)",
  hintNoActiveCaipAddress:
    "Verbinde dich zuerst: gangway connect --private-key <hex> (ein lokaler Schlüssel) oder gangway connect (WalletConnect); siehe gangway connect --help",
  hintProjectIdRequired: "Gib --project-id oder --api-url an (siehe gangway --help)",
  hintConfirmationRequired: "Gib --yes an, um ohne Rückfrage zu senden"
} satisfies Translation<typeof outputMessages.en>

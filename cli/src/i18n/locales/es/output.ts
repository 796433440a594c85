import type { Translation } from "@gangway/core/i18n"
import type { outputMessages } from "../../output-messages.js"

export default {
  error: "Error: {message}",
  missingCommand: "falta el comando: uno de {names} (consulta gangway --help)",
  hintNoActiveCaipAddress:
    "Conecta primero: gangway connect --private-key <hex> (una clave local) o gangway connect (WalletConnect); consulta gangway connect --help",
  hintProjectIdRequired: "Indica --project-id o --api-url (consulta gangway --help)",
  hintConfirmationRequired: "Indica --yes para enviar sin preguntar"
} satisfies Translation<typeof outputMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { pairingMessages } from "../../../screens/pairing-messages.js"

export default {
  scan: "Escanea con una wallet WalletConnect",
  orPaste: "O pega esta URI en la wallet:",
  expiresIn: "Caduca en",
  waiting: "esperando a la wallet…",
  expired: "El emparejamiento caducó: vuelve a ejecutar gangway connect"
} satisfies Translation<typeof pairingMessages.en>

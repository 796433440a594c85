import type { Translation } from "@gangway/core/i18n"
import type { pairingMessages } from "../../../screens/pairing-messages.js"

export default {
  scan: "Mit einer WalletConnect-Wallet scannen",
  orPaste: "Oder diese URI in die Wallet einfügen:",
  expiresIn: "Läuft ab in",
  waiting: "warte auf die Wallet…",
  expired: "Kopplung abgelaufen: gangway connect erneut ausführen"
} satisfies Translation<typeof pairingMessages.en>

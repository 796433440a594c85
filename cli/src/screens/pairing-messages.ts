// What WalletConnect pairing says to a person; `--json` events keep their English keys.
import { definePlainMessages } from "@gangway/core/i18n/runtime"

export const pairingMessages = definePlainMessages("cliPairing", {
  scan: "Scan with a WalletConnect wallet",
  orPaste: "Or paste this URI into the wallet:",
  expiresIn: "Expires in",
  waiting: "waiting for the wallet…",
  expired: "Pairing expired: run gangway connect again"
})

import type { Translation } from "@gangway/core/i18n"
import type { signInMessages } from "../../../views/sign-in/messages.js"

export default {
  thisApp: "Diese App",
  yourWallet: "deiner Wallet",
  asks: "{app} bittet dich, dich anzumelden",
  explain:
    "Signiere eine Nachricht in {wallet}, um zu zeigen, dass dieses Konto dir gehört. Signieren ist kostenlos und sendet keine Transaktion.",
  onNetwork: "auf {network}",
  required: "{app} verlangt eine Anmeldung. Abbrechen trennt die Wallet.",
  cancel: "Abbrechen",
  sign: "Nachricht signieren",
  retry: "Erneut versuchen",
  continueIn: "Weiter in {wallet}",
  signing: "Signiere die Nachricht in der Wallet, um die Anmeldung abzuschließen."
} satisfies Translation<typeof signInMessages.en>

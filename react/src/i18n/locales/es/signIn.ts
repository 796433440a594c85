import type { Translation } from "@gangway/core/i18n"
import type { signInMessages } from "../../../views/sign-in/messages.js"

export default {
  thisApp: "Esta app",
  yourWallet: "tu billetera",
  asks: "{app} te pide que inicies sesión",
  explain:
    "Firma un mensaje en {wallet} para demostrar que esta cuenta es tuya. Firmar es gratis y no envía ninguna transacción.",
  onNetwork: "en {network}",
  required: "{app} necesita que inicies sesión. Si cancelas, se desconecta la billetera.",
  cancel: "Cancelar",
  sign: "Firmar mensaje",
  retry: "Reintentar",
  continueIn: "Continúa en {wallet}",
  signing: "Firma el mensaje en la billetera para terminar de iniciar sesión."
} satisfies Translation<typeof signInMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { commandMessages } from "../../../commands/messages.js"

export default {
  accountLabel: "Cuenta",
  networkLabel: "Red",
  walletLabel: "Wallet",
  typeLabel: "Tipo",
  emailLabel: "Email",
  userLabel: "Usuario",
  nameLabel: "Nombre",
  smartAccount: "cuenta inteligente",
  eoa: "EOA",
  deployedLater: "(se despliega con su primera transacción)",
  connected: "Conectado",
  balancesOn: "{account} en {network}",
  tokensUnavailable: "Tokens: no disponibles ({reason})",
  switched: "Cambiado a {network}",
  disconnected: "Desconectado {address}",
  forgotKey: "No hay sesión; se olvidó la clave guardada del firmante local",
  codeSent: "Código enviado a {email}: ",
  newDevice: "Este dispositivo es nuevo para {email}: abre el enlace que se le envió por email para aprobarlo."
} satisfies Translation<typeof commandMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { commandMessages } from "../../../commands/messages.js"

export default {
  accountLabel: "Konto",
  networkLabel: "Netzwerk",
  walletLabel: "Wallet",
  typeLabel: "Typ",
  emailLabel: "E-Mail",
  userLabel: "Benutzer",
  nameLabel: "Name",
  smartAccount: "Smart Account",
  eoa: "EOA",
  deployedLater: "(wird mit der ersten Transaktion bereitgestellt)",
  connected: "Verbunden",
  balancesOn: "{account} auf {network}",
  tokensUnavailable: "Tokens: nicht verfügbar ({reason})",
  switched: "Gewechselt zu {network}",
  disconnected: "Getrennt: {address}",
  forgotKey: "Keine Sitzung; der gespeicherte Schlüssel des lokalen Signers wurde vergessen",
  codeSent: "Code gesendet an {email}: ",
  newDevice: "Dieses Gerät ist neu für {email}: öffne den per E-Mail gesendeten Link, um es freizugeben."
} satisfies Translation<typeof commandMessages.en>

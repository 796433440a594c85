import type { Translation } from "@gangway/core/i18n"
import type { connectingMessages } from "../../../views/connecting/messages.js"

export default {
  yourWallet: "deine Wallet",
  continueIn: "Weiter in {name}",
  acceptRequest: "Bestätige die Verbindungsanfrage in der Wallet.",
  couldNotConnect: "Die Wallet konnte nicht verbunden werden",
  declined: "{name} hat sich nicht verbunden: Die Anfrage wurde abgelehnt.",
  signatureDeclined: "{name} hat die Nachricht nicht signiert.",
  failed: "{name} konnte sich nicht verbinden. Prüfe die Wallet und versuche es erneut.",
  qrLabel: "QR-Code zum Verbinden mit {name}",
  walletDeclined: "Die Wallet hat die Verbindung abgelehnt.",
  pairingFailed: "Die Kopplung ist fehlgeschlagen. Hole einen neuen Code und scanne ihn erneut.",
  scanWith: "Mit {name} scannen",
  preparingCode: "Kopplungscode wird vorbereitet…",
  scanOnPhone: "Öffne die Wallet auf deinem Handy und scanne diesen Code.",
  scanOnOtherDevice: "Scanne diesen Code mit einer Wallet auf einem anderen Gerät oder kopiere den Link.",
  copyLink: "Link kopieren",
  linkCopied: "Link kopiert",
  preparingConnection: "Verbindung wird vorbereitet…",
  openAndApprove: "Öffne {name}, bestätige die Verbindung und komm dann hierher zurück.",
  open: "{name} öffnen",
  orScan: "Oder scanne diesen Code mit einem anderen Gerät",
  tryAgain: "Erneut versuchen"
} satisfies Translation<typeof connectingMessages.en>

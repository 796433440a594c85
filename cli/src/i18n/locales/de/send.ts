import type { Translation } from "@gangway/core/i18n"
import type { sendMessages } from "../../../screens/send-messages.js"

export default {
  title: "{amount} {symbol} senden",
  from: "Von",
  to: "An",
  network: "Netzwerk",
  fee: "Gebühr",
  gas: "Gas",
  creates: "Erstellt",
  bitcoinFee: "{units} vB zu {rate} sat/vB ({speed}) = {fee} {symbol}",
  evmGas: "{units} zu {price} gwei = {fee} {symbol}",
  solanaFee: "{count, plural, one {# Signatur} other {# Signaturen}} zu {lamports} Lamports",
  solanaRent: " + {rent} {symbol} Rent",
  solanaTotal: " = {fee} {symbol}",
  receiverAccount: "das {token}-Token-Konto des Empfängers (Rent {rent} {symbol}, in der Gebühr enthalten)",
  confirm: "Jetzt senden?",
  sending: "Sende {amount} {symbol} an {to}",
  preparing: "Betrag, Empfänger und Gas werden geprüft",
  signing: "Signieren in der Wallet",
  pending: "Warten, bis gemined",
  confirmed: "Bestätigt",
  unconfirmed: "Gesendet, nach {seconds} s noch nicht bestätigt: prüfe den Hash, bevor du erneut sendest",
  hash: "Hash {hash}",
  explorer: "Explorer {url}",
  sent: "Gesendet: {amount} {symbol}: {hash}",
  sentUnconfirmed: "Gesendet: {amount} {symbol}, noch nicht bestätigt: {hash}"
} satisfies Translation<typeof sendMessages.en>

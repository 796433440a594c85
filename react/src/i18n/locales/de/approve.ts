import type { Translation } from "@gangway/core/i18n"
import type { approveMessages } from "../../../views/approve/messages.js"

export default {
  nothing: "Nichts zu genehmigen",
  nothingText: "Anfragen dieser App warten hier, während deine Wallet dich um Genehmigung bittet.",
  yourWallet: "deiner Wallet",
  approveIn: "In {name} genehmigen",
  openOnPhone: "Prüfe diese Anfrage in {name} auf deinem Telefon.",
  reviewIn: "Prüfe diese Anfrage in {name}.",
  request: "Anfrage",
  moreWaiting:
    "{count, plural, one {# weitere Anfrage wartet nach dieser.} other {# weitere Anfragen warten nach dieser.}}",
  cancelRequest: "Anfrage abbrechen",
  cancelRequests: "Anfragen abbrechen",
  signMessage: "Nachricht signieren",
  signTypedData: "Typisierte Daten signieren",
  sendTransaction: "Transaktion senden",
  signTransaction: "Transaktion signieren",
  sendCalls: "Mehrere Aufrufe senden",
  grantPermissions: "Berechtigungen erteilen",
  sendUserOperation: "User Operation senden",
  account: "Konto",
  to: "An",
  newContract: "Ein neuer Vertrag",
  amount: "Betrag",
  data: "Daten",
  bytes: "{count, plural, one {# Byte} other {# Bytes}}",
  domain: "Domain",
  type: "Typ",
  message: "Nachricht",
  calls: "Aufrufe"
} satisfies Translation<typeof approveMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { walletsMessages } from "../../../views/wallets/messages.js"

export default {
  search: "Wallets suchen",
  shownOfCount: "{shown} von {count} Wallets",
  noneFound: "Keine Wallet gefunden",
  tryAnotherName: "Versuche einen anderen Namen.",
  loadFailed: "Die Wallet-Liste konnte nicht geladen werden",
  opensOnPhone: "Wallets, die sich auf diesem Handy öffnen",
  otherDevice: "QR-Code oder Link für ein anderes Gerät",
  installed: " (installiert)"
} satisfies Translation<typeof walletsMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { accountToolsMessages } from "../../../commands/account-tools-messages.js"

export default {
  nameAvailable: "{name} ist frei",
  nameTaken: "{name} ist bereits registriert",
  freeNames: "Ähnliche freie Namen: {names}",
  signingRegistration: "Registrierung wird in der Wallet signiert…",
  registered: "{name} für {address} registriert",
  noName: "{address} hat keinen Namen",
  hasName: "{address} ist {name}",
  status: "{status, select, active {aktiv} expired {abgelaufen} revoked {widerrufen} other {{status}}}",
  until: "bis {date}",
  upTo: "bis zu {amount}",
  upToUnits: "bis zu {allowance} Einheiten von {token}",
  allows: "erlaubt {allows}; Signer {signer}",
  nothingReadable: "nichts, was die CLI liest",
  signerNotNamed: "ohne Namen",
  noSessions: "Keine Smart Sessions",
  signingRevocation: "Widerruf wird in der Wallet signiert…",
  revoked: "Widerrufen: {pci}",
  signedIn: "Angemeldet: {address} auf {chainId} bei {url}",
  signedInUntil: "(bis {until})",
  notSignedIn: "Nicht angemeldet: {address} auf {chainId} bei {url}",
  noNfts: "Noch keine NFTs"
} satisfies Translation<typeof accountToolsMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { accountToolsMessages } from "../../../commands/account-tools-messages.js"

export default {
  nameAvailable: "{name} está disponible",
  nameTaken: "{name} ya está registrado",
  freeNames: "Nombres libres parecidos: {names}",
  signingRegistration: "Firmando el registro en la wallet…",
  registered: "{name} registrado para {address}",
  noName: "{address} no tiene nombre",
  hasName: "{address} es {name}",
  status: "{status, select, active {activa} expired {caducada} revoked {revocada} other {{status}}}",
  until: "hasta {date}",
  upTo: "hasta {amount}",
  upToUnits: "hasta {allowance} unidades de {token}",
  allows: "permite {allows}; firmante {signer}",
  nothingReadable: "nada que la CLI pueda leer",
  signerNotNamed: "sin nombre",
  noSessions: "No hay sesiones inteligentes",
  signingRevocation: "Firmando la revocación en la wallet…",
  revoked: "Revocada {pci}",
  signedIn: "Sesión iniciada con {address} en {chainId} en {url}",
  signedInUntil: "(hasta {until})",
  notSignedIn: "Sin sesión iniciada: {address} en {chainId} en {url}",
  noNfts: "Aún no hay NFT"
} satisfies Translation<typeof accountToolsMessages.en>

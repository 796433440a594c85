import type { Translation } from "@gangway/core/i18n"
import type { sessionsMessages } from "../../../views/sessions/messages.js"

export default {
  loading: "Sitzungen werden geladen",
  unavailable: "Sitzungen sind hier nicht verfügbar",
  loadFailed: "Die Sitzungen konnten nicht gelesen werden",
  intro: "Apps, denen du erlaubt hast, für dieses Konto zu handeln, ohne jedes Mal zu fragen.",
  empty: "Keine App hat eine Berechtigung dieses Kontos.",
  list: "Sitzungen",
  active: "Aktiv",
  expired: "Abgelaufen",
  revoked: "Widerrufen",
  upToUnits: "Bis zu {amount} Einheiten von {token}",
  upTo: "Bis zu {amount} {symbol}",
  noPermission: "Keine Berechtigung, die das Widget lesen kann",
  revokedAt: "Widerrufen am {date}",
  expiredAt: "Abgelaufen am {date}",
  until: "Bis {date}",
  revokeFailed: "Die Sitzung konnte nicht widerrufen werden",
  signer: "Signierer",
  notNamed: "Nicht angegeben",
  granted: "Erteilt",
  expires: "Läuft ab",
  context: "Kontext",
  confirm: "Widerruf bestätigen",
  confirmText: "Die App verliert diese Berechtigung sofort. Deine Wallet bittet dich, den Widerruf zu signieren.",
  keep: "Behalten",
  signing: "In deiner Wallet signieren…",
  revoke: "Widerrufen",
  revokeSession: "Sitzung widerrufen"
} satisfies Translation<typeof sessionsMessages.en>

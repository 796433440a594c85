import type { Translation } from "@gangway/core/i18n"
import type { sessionsMessages } from "../../../views/sessions/messages.js"

export default {
  loading: "Cargando las sesiones",
  unavailable: "Las sesiones no están disponibles aquí",
  loadFailed: "No se pudieron leer las sesiones",
  intro: "Apps a las que diste permiso para actuar por esta cuenta sin preguntar cada vez.",
  empty: "Ninguna app tiene permisos de esta cuenta.",
  list: "Sesiones",
  active: "Activa",
  expired: "Caducada",
  revoked: "Revocada",
  upToUnits: "Hasta {amount} unidades de {token}",
  upTo: "Hasta {amount} {symbol}",
  noPermission: "Ningún permiso que el widget sepa leer",
  revokedAt: "Revocada el {date}",
  expiredAt: "Caducó el {date}",
  until: "Hasta el {date}",
  revokeFailed: "No se pudo revocar la sesión",
  signer: "Firmante",
  notNamed: "Sin indicar",
  granted: "Concedida",
  expires: "Caduca",
  context: "Contexto",
  confirm: "Confirmar la revocación",
  confirmText: "La app pierde este permiso al instante. Tu billetera te pide firmar la revocación.",
  keep: "Mantener",
  signing: "Firma en tu billetera…",
  revoke: "Revocar",
  revokeSession: "Revocar sesión"
} satisfies Translation<typeof sessionsMessages.en>

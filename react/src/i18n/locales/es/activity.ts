import type { Translation } from "@gangway/core/i18n"
import type { activityMessages } from "../../../views/activity/messages.js"

export default {
  loading: "Cargando actividad",
  failed: "No se pudieron obtener las transacciones",
  empty: "Aún no hay actividad",
  emptyText: "Aquí aparecen las transacciones que esta cuenta envía y recibe en esta red.",
  loadingMore: "Cargando…",
  loadMore: "Cargar más",
  pending: "Pendiente",
  failedStatus: "Fallida",
  send: "Enviado",
  receive: "Recibido",
  trade: "Intercambiado",
  approve: "Aprobado",
  mint: "Acuñado",
  execute: "Llamada a contrato",
  deposit: "Depositado",
  withdraw: "Retirado",
  transaction: "Transacción",
  from: "De {address}",
  to: "Para {address}"
} satisfies Translation<typeof activityMessages.en>

import type { Translation } from "@gangway/core/i18n"
import type { historyMessages } from "../../../screens/history-messages.js"

export default {
  send: "Enviado {amounts} a {to}",
  receive: "Recibido {amounts} de {from}",
  trade: "Intercambiado {amounts} a {to}",
  approve: "Aprobado {amounts} a {to}",
  mint: "Acuñado {amounts} a {to}",
  execute: "Ejecutado {amounts} a {to}",
  other: "{operation} {amounts} a {to}",
  confirmed: "confirmada",
  failed: "fallida",
  pending: "pendiente",
  empty: "Aún no hay transacciones",
  more: "Más: gangway history --cursor {next}",
  stopped: "El historial se detuvo antes: {reason}"
} satisfies Translation<typeof historyMessages.en>

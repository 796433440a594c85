import type { Translation } from "@gangway/core/i18n"
import type { approveMessages } from "../../../views/approve/messages.js"

export default {
  nothing: "Nada que aprobar",
  nothingText: "Las solicitudes de esta app esperan aquí mientras tu billetera te pide aprobarlas.",
  yourWallet: "tu billetera",
  approveIn: "Aprueba en {name}",
  openOnPhone: "Abre {name} en tu teléfono para revisar esta solicitud.",
  reviewIn: "Revisa esta solicitud en {name}.",
  request: "Solicitud",
  moreWaiting:
    "{count, plural, one {# solicitud más espera después de esta.} other {# solicitudes más esperan después de esta.}}",
  cancelRequest: "Cancelar solicitud",
  cancelRequests: "Cancelar solicitudes",
  signMessage: "Firmar un mensaje",
  signTypedData: "Firmar datos tipados",
  sendTransaction: "Enviar una transacción",
  signTransaction: "Firmar una transacción",
  sendCalls: "Enviar un lote de llamadas",
  grantPermissions: "Conceder permisos",
  sendUserOperation: "Enviar una operación de usuario",
  account: "Cuenta",
  to: "Para",
  newContract: "Un contrato nuevo",
  amount: "Cantidad",
  data: "Datos",
  bytes: "{count, plural, one {# byte} other {# bytes}}",
  domain: "Dominio",
  type: "Tipo",
  message: "Mensaje",
  calls: "Llamadas"
} satisfies Translation<typeof approveMessages.en>

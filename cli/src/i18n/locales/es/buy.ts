import type { Translation } from "@gangway/core/i18n"
import type { buyMessages } from "../../../commands/buy-messages.js"

export default {
  youPay: "Pagas",
  providerFee: "Comisión del proveedor",
  networkFee: "Comisión de red",
  youReceive: "Recibes",
  about: "unos {amount}",
  estimate: "(una estimación: el proveedor no dio cotización; su página muestra las cifras reales)",
  payOn: "Paga en la página del proveedor:",
  waiting: "Esperando a que llegue la compra (Ctrl-C para dejar de esperar)…",
  received: "Recibido {amount} {symbol}"
} satisfies Translation<typeof buyMessages.en>

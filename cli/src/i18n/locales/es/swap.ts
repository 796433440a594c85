import type { Translation } from "@gangway/core/i18n"
import type { swapMessages } from "../../../screens/swap-messages.js"

export default {
  title: "Intercambiar {pay} {paySymbol} por unos {receive} {receiveSymbol}",
  from: "De",
  network: "Red",
  rate: "Tasa",
  impact: "Impacto",
  atLeast: "Mínimo",
  approve: "Aprobar",
  fee: "Comisión",
  impactValue: "{percent}% por debajo del valor de mercado",
  atLeastValue: "{amount} {symbol} ({slippage}% de deslizamiento)",
  approveValue: "el router de intercambio podrá gastar tu {symbol} (primero una transacción)",
  feeValue: "{fee} {symbol} a {price} gwei",
  notEnough: "No tienes suficiente {symbol} para este intercambio",
  confirm: "¿Intercambiar?",
  approving: "Aprobando el router de intercambio en la wallet…",
  swapping: "Firmando el intercambio en la wallet…",
  confirming: "Esperando a que se mine…",
  swapped: "Intercambiado {amount} {symbol} por {toSymbol}: {hash}"
} satisfies Translation<typeof swapMessages.en>

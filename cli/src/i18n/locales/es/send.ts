import type { Translation } from "@gangway/core/i18n"
import type { sendMessages } from "../../../screens/send-messages.js"

export default {
  title: "Enviar {amount} {symbol}",
  from: "De",
  to: "A",
  network: "Red",
  fee: "Comisión",
  gas: "Gas",
  creates: "Crea",
  bitcoinFee: "{units} vB a {rate} sat/vB ({speed}) = {fee} {symbol}",
  evmGas: "{units} a {price} gwei = {fee} {symbol}",
  solanaFee: "{count, plural, one {# firma} other {# firmas}} a {lamports} lamports",
  solanaRent: " + {rent} {symbol} de renta",
  solanaTotal: " = {fee} {symbol}",
  receiverAccount: "la cuenta de token {token} del destinatario (renta {rent} {symbol}, incluida en la comisión)",
  confirm: "¿Enviar?",
  sending: "Enviando {amount} {symbol} a {to}",
  preparing: "Comprobando importe, destinatario y gas",
  signing: "Firmando en la wallet",
  pending: "Esperando a que se mine",
  confirmed: "Confirmado",
  unconfirmed: "Enviado, aún sin confirmar tras {seconds} s: comprueba el hash antes de volver a enviar",
  hash: "Hash {hash}",
  explorer: "Explorador {url}",
  sent: "Enviado {amount} {symbol}: {hash}",
  sentUnconfirmed: "Enviado {amount} {symbol}, aún sin confirmar: {hash}"
} satisfies Translation<typeof sendMessages.en>

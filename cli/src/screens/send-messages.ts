// What the send screens say to a person; `--json` events keep their English keys.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const sendMessages = defineMessages("cliSend", {
  title: "Send {amount} {symbol}",
  from: "From",
  to: "To",
  network: "Network",
  fee: "Fee",
  gas: "Gas",
  creates: "Creates",
  bitcoinFee: "{units} vB at {rate} sat/vB ({speed}) = {fee} {symbol}",
  evmGas: "{units} at {price} gwei = {fee} {symbol}",
  solanaFee: "{count, plural, one {# signature} other {# signatures}} at {lamports} lamports",
  solanaRent: " + {rent} {symbol} rent",
  solanaTotal: " = {fee} {symbol}",
  receiverAccount: "the receiver's {token} token account (rent {rent} {symbol}, in the fee)",
  confirm: "Send it?",
  sending: "Sending {amount} {symbol} to {to}",
  preparing: "Checking amount, receiver and gas",
  signing: "Signing in the wallet",
  pending: "Waiting until mined",
  confirmed: "Confirmed",
  unconfirmed: "Sent, not yet confirmed after {seconds} s: check the hash before sending again",
  hash: "Hash {hash}",
  explorer: "Explorer {url}",
  sent: "Sent {amount} {symbol}: {hash}",
  sentUnconfirmed: "Sent {amount} {symbol}, not yet confirmed: {hash}"
})

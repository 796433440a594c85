// What the everyday commands print for a person (stdout); `--json` keeps its keys and English.
import { defineMessages } from "@gangway/core/i18n/runtime"

export const commandMessages = defineMessages("cliCommands", {
  accountLabel: "Account",
  networkLabel: "Network",
  walletLabel: "Wallet",
  typeLabel: "Type",
  emailLabel: "Email",
  userLabel: "User",
  nameLabel: "Name",
  smartAccount: "smart account",
  eoa: "EOA",
  deployedLater: "(deployed by its first transaction)",
  connected: "Connected",
  balancesOn: "{account} on {network}",
  tokensUnavailable: "Tokens: unavailable ({reason})",
  switched: "Switched to {network}",
  disconnected: "Disconnected {address}",
  forgotKey: "No session; forgot the kept local-signer key",
  codeSent: "Code sent to {email}: ",
  newDevice: "This device is new for {email}: open the link mailed to it to approve it."
})

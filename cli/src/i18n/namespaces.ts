// The CLI's own message namespaces: each locale's translations must have every namespace and key.
import type { accountToolsMessages } from "../commands/account-tools-messages.js"
import type { commandMessages } from "../commands/messages.js"
import type { helpMessages } from "./help-messages.js"
import type { historyMessages } from "../screens/history-messages.js"
import type { optionMessages } from "./option-messages.js"
import type { outputMessages } from "./output-messages.js"
import type { buyMessages } from "../commands/buy-messages.js"
import type { pairingMessages } from "../screens/pairing-messages.js"
import type { sendMessages } from "../screens/send-messages.js"
import type { swapMessages } from "../screens/swap-messages.js"

export interface CliNamespaces {
  readonly cliAccountTools: typeof accountToolsMessages.en
  readonly cliCommands: typeof commandMessages.en
  readonly cliHelp: typeof helpMessages.en
  readonly cliHistory: typeof historyMessages.en
  readonly cliOptions: typeof optionMessages.en
  readonly cliOutput: typeof outputMessages.en
  readonly cliSend: typeof sendMessages.en
  readonly cliPairing: typeof pairingMessages.en
  readonly cliBuy: typeof buyMessages.en
  readonly cliSwap: typeof swapMessages.en
}

import type { LocaleTranslations } from "@gangway/core/i18n"
import type { CliNamespaces } from "../../namespaces.js"
import cliAccountTools from "./account-tools.js"
import cliBuy from "./buy.js"
import cliCommands from "./commands.js"
import cliHelp from "./help.js"
import cliHistory from "./history.js"
import cliOptions from "./options.js"
import cliOutput from "./output.js"
import cliPairing from "./pairing.js"
import cliSend from "./send.js"
import cliSwap from "./swap.js"

export default {
  cliAccountTools,
  cliBuy,
  cliCommands,
  cliHelp,
  cliHistory,
  cliOptions,
  cliOutput,
  cliPairing,
  cliSend,
  cliSwap
} satisfies LocaleTranslations<CliNamespaces>

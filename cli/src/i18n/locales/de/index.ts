import type { LocaleTranslations } from "@gangway/core/i18n"
import type { CliNamespaces } from "../../namespaces.js"
import cliAccountTools from "./account-tools.js"
import cliCommands from "./commands.js"
import cliHelp from "./help.js"
import cliHistory from "./history.js"
import cliOutput from "./output.js"
import cliSend from "./send.js"
import cliSwap from "./swap.js"

export default { cliAccountTools, cliCommands, cliHelp, cliHistory, cliOutput, cliSend, cliSwap } satisfies LocaleTranslations<CliNamespaces>

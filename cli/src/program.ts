import { Command } from "commander"
import type { CommandContext } from "./context.js"
import { examplesUnder } from "./help.js"
import { helpMessages } from "./i18n/help-messages.js"
import { optionMessages } from "./i18n/option-messages.js"
import { ENGLISH, say, type Language } from "./i18n/language.js"
import type { Io } from "./io.js"
import { Output } from "./output.js"
import { registerIdentityCommands } from "./program/identity-commands.js"
import { load } from "./program/registration.js"
import { registerTransactionCommands } from "./program/transaction-commands.js"
import { registerWalletCommands } from "./program/wallet-commands.js"
import { resolveSettings, type GlobalOptions } from "./settings.js"

export interface ProgramHooks {
  /** Called with each command's output channel as soon as the global options are known. */
  readonly onOutput: (output: Output) => void
}

const commands = {
  run: load(() => import("./commands/run.js")),
  dev: load(() => import("./commands/dev.js"))
}

/**
 * `gangway` and its commands. Only commander is loaded here: each command's
 * code (and the core) is imported when that command runs, so `--help` is fast.
 */
export const buildProgram = (io: Io, hooks: ProgramHooks, language: Language = ENGLISH): Command => {
  const program = new Command("gangway")
  const help = (key: keyof typeof helpMessages.en) => say(language, helpMessages, key)
  const examples = examplesUnder(help("examples"))
  const option = (key: keyof typeof optionMessages.en) => say(language, optionMessages, key)
  const context = (command: Command): CommandContext => {
    const options = command.optsWithGlobals<GlobalOptions>()
    const output = new Output(io, options.json === true, language)
    hooks.onOutput(output)
    return { io, output, settings: resolveSettings(options, io.env) }
  }

  program
    .description(help("program"))
    .version("0.1.0", "-v, --version")
    .option("--locale <tag>", help("optionLocale"))
    .option("--json", option("json"))
    .option("--state-dir <dir>", option("stateDir"))
    .option("--rpc-url <url>", option("rpcUrl"))
    .option("--api-url <url>", option("apiUrl"))
    .option("--relay-url <url>", option("relayUrl"))
    .option("--project-id <id>", option("projectId"))
    .option("--networks <list>", option("networks"))
    .option("--solana-rpc-url <url>", option("solanaRpcUrl"))
    .option("--auth-frame-url <url>", option("authFrameUrl"))
    .option("--inbox-url <url>", option("inboxUrl"))
    .option("--bitcoin-esplora-url <url>", option("bitcoinEsploraUrl"))
    .showHelpAfterError("(add --help for usage)")
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .addHelpText(
      "after",
      `\n${help("exitCodes")}\n${help("devFound")}\n` +
        examples(
          "gangway dev",
          "gangway connect --private-key 0x…",
          "gangway connect --keypair ~/.config/solana/id.json   # Solana, on solana-local",
          "gangway connect --wallet walletconnect",
          "gangway balance --json",
          "gangway send --to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 --amount 0.5 --token GWT --yes",
          "gangway run docs/examples/cli-smoke.json"
        )
    )

  const registration = { program, help, option, examples, context }
  registerWalletCommands(registration)
  registerTransactionCommands(registration)
  registerIdentityCommands(registration)

  program
    .command("run")
    .description(help("run"))
    .argument("<script>", option("scriptArgument"))
    .addHelpText("after", examples("gangway run docs/examples/cli-smoke.json", "gangway run flow.yaml --json"))
    .action(async (script: string, _options: unknown, command: Command) =>
      (await commands.run()).run(context(command), script)
    )

  program
    .command("dev")
    .description(help("dev"))
    .addHelpText(
      "after",
      examples("gangway dev", "gangway dev --json   # the URLs as one JSON document, then keeps running")
    )
    .action(async (_options: unknown, command: Command) => (await commands.dev()).dev(context(command)))

  return program
}

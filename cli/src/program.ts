import { Command, Option } from "commander"
import type { CommandContext } from "./context.js"
import { examplesUnder } from "./help.js"
import { helpMessages } from "./i18n/help-messages.js"
import { optionMessages } from "./i18n/option-messages.js"
import { ENGLISH, say, type Language } from "./i18n/language.js"
import type { Io } from "./io.js"
import { Output } from "./output.js"
import { resolveSettings, type GlobalOptions } from "./settings.js"

/** Runs a command's action with the resolved settings; `main` reports what it throws. */
export type Runner = (ctx: CommandContext) => Promise<void>

export interface ProgramHooks {
  /** Called with each command's output channel as soon as the global options are known. */
  readonly onOutput: (output: Output) => void
}

const load = <M>(importer: () => Promise<M>) => importer

const commands = {
  connect: load(() => import("./commands/connect.js")),
  account: load(() => import("./commands/account.js")),
  balance: load(() => import("./commands/balance.js")),
  networks: load(() => import("./commands/networks.js")),
  switch: load(() => import("./commands/switch.js")),
  disconnect: load(() => import("./commands/disconnect.js")),
  send: load(() => import("./commands/send.js")),
  swap: load(() => import("./commands/swap.js")),
  buy: load(() => import("./commands/buy.js")),
  history: load(() => import("./commands/history.js")),
  nfts: load(() => import("./commands/nfts.js")),
  run: load(() => import("./commands/run.js")),
  signIn: load(() => import("./commands/sign-in.js")),
  name: load(() => import("./commands/name.js")),
  sessions: load(() => import("./commands/sessions.js")),
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

  program
    .command("connect")
    .description(help("connect"))
    .addOption(
      new Option("--wallet <kind>", option("connectWallet")).choices([
        "walletconnect",
        "injected-key",
        "mnemonic",
        "keypair",
        "wif"
      ])
    )
    .option("--network <network>", option("connectNetwork"))
    .option("--timeout <seconds>", option("connectTimeout"))
    .option("--private-key <hex>", option("privateKey"))
    .option("--mnemonic <phrase>", option("mnemonic"))
    .option("--account-index <n>", option("accountIndex"))
    .option("--keypair <file>", option("keypair"))
    .option("--secret-key <base58>", option("secretKey"))
    .option("--wif <key>", option("wif"))
    .option("--email <address>", option("email"))
    .option("--otp-from-inbox", option("otpFromInbox"))
    .addHelpText(
      "after",
      examples(
        "gangway connect                                   # WalletConnect: scan the QR code",
        "gangway connect --wallet walletconnect --json     # the URI arrives on stderr as a JSON line",
        "GANGWAY_PRIVATE_KEY=0xac09… gangway connect --json",
        'gangway connect --wallet mnemonic --mnemonic "test test … junk" --account-index 1',
        "gangway connect --keypair ~/.config/solana/id.json          # on solana-local",
        "gangway connect --secret-key 4Z7cXSy… --network solana-devnet --json",
        "gangway --networks bitcoin-local connect --wif cTk…         # Bitcoin, on the local regtest ledger",
        "gangway connect --email you@example.com                     # the code from the mail, typed here",
        "gangway connect --email you@example.com --otp-from-inbox --json   # against the local world"
      )
    )
    .action(async (options: Record<string, string | undefined>, command: Command) =>
      (await commands.connect()).connect(context(command), options)
    )

  program
    .command("account")
    .description(help("account"))
    .option("--type <smart|eoa>", option("accountType"))
    .addHelpText("after", examples("gangway account", "gangway account --json", "gangway account --type smart"))
    .action(async (options: { type?: string }, command: Command) =>
      (await commands.account()).account(context(command), options)
    )

  program
    .command("balance")
    .description(help("balance"))
    .option("--token <symbol|address>", option("balanceToken"))
    .addHelpText(
      "after",
      examples(
        "gangway balance",
        "gangway balance --token GWT --json",
        "gangway switch solana-local && gangway balance --token GUSD"
      )
    )
    .action(async (options: { token?: string }, command: Command) =>
      (await commands.balance()).balance(context(command), options)
    )

  program
    .command("networks")
    .description(help("networks"))
    .addHelpText("after", examples("gangway networks", "gangway networks --json"))
    .action(async (_options: unknown, command: Command) => (await commands.networks()).networks(context(command)))

  program
    .command("switch")
    .description(help("switch"))
    .argument("<network>", option("switchNetwork"))
    .addHelpText(
      "after",
      examples("gangway switch eip155:1", "gangway switch local --json", "gangway switch solana-local")
    )
    .action(async (network: string, _options: unknown, command: Command) =>
      (await commands.switch()).switchNetwork(context(command), network)
    )

  program
    .command("disconnect")
    .description(help("disconnect"))
    .addHelpText("after", examples("gangway disconnect"))
    .action(async (_options: unknown, command: Command) => (await commands.disconnect()).disconnect(context(command)))

  program
    .command("send")
    .description(help("send"))
    .requiredOption("--to <address|name>", option("sendTo"))
    .requiredOption("--amount <decimal>", option("sendAmount"))
    .option("--token <symbol|address>", option("sendToken"))
    .option("-y, --yes", option("sendYes"))
    .addOption(new Option("--speed <speed>", option("sendSpeed")).choices(["slow", "normal", "fast"]))
    .addHelpText(
      "after",
      examples(
        "gangway send --to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 --amount 0.1",
        "gangway send --to alice.reown.id --amount 5 --token USDT --yes --json",
        "gangway send --to 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM --amount 2.5 --token GUSD --yes   # on Solana"
      )
    )
    .action(
      async (
        options: { to: string; amount: string; token?: string; yes?: boolean; speed?: "slow" | "normal" | "fast" },
        command: Command
      ) => (await commands.send()).send(context(command), options)
    )

  program
    .command("swap")
    .description(help("swap"))
    .requiredOption("--from <symbol|address>", option("swapFrom"))
    .requiredOption("--to <symbol|address>", option("swapTo"))
    .requiredOption("--amount <decimal>", option("swapAmount"))
    .option("--slippage <percent>", option("swapSlippage"))
    .option("-y, --yes", option("swapYes"))
    .addHelpText(
      "after",
      examples(
        "gangway swap --from ETH --to GWT --amount 1",
        "gangway swap --from GWT --to USDT --amount 25 --slippage 0.5 --yes --json"
      )
    )
    .action(
      async (
        options: { from: string; to: string; amount: string; slippage?: string; yes?: boolean },
        command: Command
      ) => (await commands.swap()).swap(context(command), options)
    )

  program
    .command("buy")
    .description(help("buy"))
    .requiredOption("--amount <decimal>", option("buyAmount"))
    .option("--currency <code>", option("buyCurrency"))
    .option("--token <symbol>", option("buyToken"))
    .addOption(new Option("--method <method>", option("buyMethod")).choices(["card", "bank"]))
    .option("--wait", option("buyWait"))
    .addHelpText(
      "after",
      examples(
        "gangway buy --amount 50 --currency USD --token USDC",
        "gangway buy --amount 200 --method bank --wait --json"
      )
    )
    .action(
      async (
        options: { amount: string; currency?: string; token?: string; method?: string; wait?: boolean },
        command: Command
      ) => (await commands.buy()).buy(context(command), options)
    )

  program
    .command("history")
    .description(help("history"))
    .option("--limit <n>", option("historyLimit"))
    .option("--cursor <cursor>", option("historyCursor"))
    .addHelpText(
      "after",
      examples("gangway history", "gangway history --limit 5 --json", "gangway history --cursor <next>")
    )
    .action(async (options: { limit?: string; cursor?: string }, command: Command) =>
      (await commands.history()).history(context(command), options)
    )

  program
    .command("nfts")
    .description(help("nfts"))
    .addHelpText("after", examples("gangway nfts", "gangway nfts --json"))
    .action(async (_options: object, command: Command) => (await commands.nfts()).nfts(context(command)))

  program
    .command("sign-in")
    .description(help("signIn"))
    .option("--url <url>", option("signInUrl"))
    .option("--domain <host>", option("signInDomain"))
    .addHelpText(
      "after",
      examples(
        "gangway sign-in",
        "gangway sign-in --json",
        "gangway sign-in --url https://api.example.com/siwx --domain example.com"
      )
    )
    .action(async (options: { url?: string; domain?: string }, command: Command) =>
      (await commands.signIn()).signIn(context(command), options)
    )

  const name = program.command("name").description(help("name"))
  name
    .command("check")
    .description(help("nameCheck"))
    .argument("<name>", option("nameArgument"))
    .addHelpText("after", examples("gangway name check alice", "gangway name check alice.reown.id --json"))
    .action(async (typed: string, _options: unknown, command: Command) =>
      (await commands.name()).nameCheck(context(command), typed)
    )
  name
    .command("register")
    .description(help("nameRegister"))
    .argument("<name>", option("nameArgument"))
    .addHelpText("after", examples("gangway name register alice", "gangway name register alice --json"))
    .action(async (typed: string, _options: unknown, command: Command) =>
      (await commands.name()).nameRegister(context(command), typed)
    )
  name
    .command("show")
    .description(help("nameShow"))
    .addHelpText("after", examples("gangway name show", "gangway name show --json"))
    .action(async (_options: unknown, command: Command) => (await commands.name()).nameShow(context(command)))

  const sessions = program.command("sessions").description(help("sessions"))
  sessions
    .command("list")
    .description(help("sessionsList"))
    .addHelpText("after", examples("gangway sessions list", "gangway sessions list --json"))
    .action(async (_options: unknown, command: Command) => (await commands.sessions()).sessionsList(context(command)))
  sessions
    .command("revoke")
    .description(help("sessionsRevoke"))
    .argument("<pci>", option("pciArgument"))
    .addHelpText("after", examples("gangway sessions revoke 0x5c1f…", "gangway sessions revoke 0x5c1f… --json"))
    .action(async (pci: string, _options: unknown, command: Command) =>
      (await commands.sessions()).sessionsRevoke(context(command), pci)
    )

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

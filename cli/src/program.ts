import { Command, Option } from "commander"
import type { CommandContext } from "./context.js"
import { examplesUnder } from "./help.js"
import { helpMessages } from "./i18n/help-messages.js"
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
    .option("--json", "print exactly one JSON document on stdout (progress as JSON lines on stderr); never prompt")
    .option("--state-dir <dir>", "where the session persists (env GANGWAY_STATE_DIR; default $XDG_STATE_HOME/gangway or ~/.local/state/gangway)")
    .option("--rpc-url <url>", "JSON-RPC URL of the local chain 31337 (env GANGWAY_RPC_URL; default http://127.0.0.1:8545)")
    .option("--api-url <url>", "base URL of the data API; the directory and analytics live under it (env GANGWAY_API_URL)")
    .option("--relay-url <url>", "WalletConnect relay, ws:// or wss:// (env GANGWAY_RELAY_URL)")
    .option("--project-id <id>", "project id for the hosted services and the relay (env GANGWAY_PROJECT_ID)")
    .option(
      "--networks <list>",
      "comma-separated networks to offer, the first active (env GANGWAY_NETWORKS; default eip155:31337,eip155:1,eip155:42161,solana-local)"
    )
    .option("--solana-rpc-url <url>", "JSON-RPC URL of the local Solana cluster, solana-local (env GANGWAY_SOLANA_RPC_URL; default http://127.0.0.1:8899)")
    .option("--auth-frame-url <url>", "the secure frame of email login, for connect --email (env GANGWAY_AUTH_FRAME_URL; gangway dev's world gives it)")
    .option("--inbox-url <url>", "the local world's mail inbox, for connect --otp-from-inbox (env GANGWAY_INBOX_URL)")
    .option("--bitcoin-esplora-url <url>", "Esplora API of the local Bitcoin regtest ledger, bitcoin-local (env GANGWAY_BITCOIN_ESPLORA_URL; default http://127.0.0.1:3002)")
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
      new Option(
        "--wallet <kind>",
        "how to connect (default: injected-key, mnemonic or keypair when a key is given, else walletconnect)"
      ).choices(["walletconnect", "injected-key", "mnemonic", "keypair", "wif"])
    )
    .option("--network <network>", "network to connect on (CAIP id, chain id or name), e.g. eip155:31337 or solana-local")
    .option("--timeout <seconds>", "give up waiting for the wallet after this many seconds (default: the pairing's 4 minutes)")
    .option("--private-key <hex>", "local signer key (env GANGWAY_PRIVATE_KEY)")
    .option("--mnemonic <phrase>", "local signer mnemonic (env GANGWAY_MNEMONIC)")
    .option("--account-index <n>", "account of the mnemonic (env GANGWAY_ACCOUNT_INDEX; default 0)")
    .option("--keypair <file>", "Solana local signer: a Solana CLI keypair file, a JSON array of 64 byte values")
    .option("--secret-key <base58>", "Solana local signer: a 64-byte secret key in base58 (env GANGWAY_SOLANA_SECRET_KEY)")
    .option("--wif <key>", "Bitcoin local signer: a private key in WIF, its native SegWit address (env GANGWAY_BITCOIN_WIF)")
    .option("--email <address>", "log in by email through the secure frame: the code mailed to you is asked here")
    .option("--otp-from-inbox", "with --email: read the device link and the code from the local world's inbox (scripts)")
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
    .option("--type <smart|eoa>", "email or social login: use the smart account (ERC-4337) or the EOA from now on")
    .addHelpText("after", examples("gangway account", "gangway account --json", "gangway account --type smart"))
    .action(async (options: { type?: string }, command: Command) => (await commands.account()).account(context(command), options))

  program
    .command("balance")
    .description(help("balance"))
    .option("--token <symbol|address>", "only this token, e.g. ETH, GWT or 0x45527bdf… (on Solana SOL, GUSD or a mint address)")
    .addHelpText("after", examples("gangway balance", "gangway balance --token GWT --json", "gangway switch solana-local && gangway balance --token GUSD"))
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
    .argument("<network>", "CAIP id, chain id or name: eip155:1, 1, mainnet, solana-local, solana-devnet")
    .addHelpText("after", examples("gangway switch eip155:1", "gangway switch local --json", "gangway switch solana-local"))
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
    .requiredOption("--to <address|name>", "receiver: a 0x address or a registered name (alice.reown.id); on Solana a base58 address")
    .requiredOption("--amount <decimal>", "amount in whole tokens, e.g. 1.5")
    .option("--token <symbol|address>", "token to send (default: the network's native token)")
    .option("-y, --yes", "send without asking (required with --json or without a terminal)")
    .addOption(new Option("--speed <speed>", "fee speed where the network prices one (Bitcoin; default normal)").choices(["slow", "normal", "fast"]))
    .addHelpText(
      "after",
      examples(
        "gangway send --to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 --amount 0.1",
        "gangway send --to alice.reown.id --amount 5 --token USDT --yes --json",
        "gangway send --to 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM --amount 2.5 --token GUSD --yes   # on Solana"
      )
    )
    .action(async (options: { to: string; amount: string; token?: string; yes?: boolean; speed?: "slow" | "normal" | "fast" }, command: Command) =>
      (await commands.send()).send(context(command), options)
    )

  program
    .command("swap")
    .description(help("swap"))
    .requiredOption("--from <symbol|address>", "token to pay, e.g. ETH or GWT")
    .requiredOption("--to <symbol|address>", "token to receive, e.g. GWT or USDT")
    .requiredOption("--amount <decimal>", "amount of --from to pay, in whole tokens, e.g. 1.5")
    .option("--slippage <percent>", "how far below the quote the swap may pay out, in percent (default 1)")
    .option("-y, --yes", "swap without asking (required with --json or without a terminal)")
    .addHelpText("after", examples("gangway swap --from ETH --to GWT --amount 1", "gangway swap --from GWT --to USDT --amount 25 --slippage 0.5 --yes --json"))
    .action(async (options: { from: string; to: string; amount: string; slippage?: string; yes?: boolean }, command: Command) =>
      (await commands.swap()).swap(context(command), options)
    )

  program
    .command("buy")
    .description(help("buy"))
    .requiredOption("--amount <decimal>", "what to pay, in the currency, e.g. 50 (card 10.00–7500.00, bank 10.00–25000.00)")
    .option("--currency <code>", "payment currency, e.g. USD or EUR (default USD)")
    .option("--token <symbol>", "what to buy, e.g. USDC or ETH (default USDC)")
    .addOption(new Option("--method <method>", "payment method (default card)").choices(["card", "bank"]))
    .option("--wait", "wait until the tokens arrive in the wallet (or the payment fails)")
    .addHelpText("after", examples("gangway buy --amount 50 --currency USD --token USDC", "gangway buy --amount 200 --method bank --wait --json"))
    .action(async (options: { amount: string; currency?: string; token?: string; method?: string; wait?: boolean }, command: Command) =>
      (await commands.buy()).buy(context(command), options)
    )

  program
    .command("history")
    .description(help("history"))
    .option("--limit <n>", "show at most n transactions (default: one page)")
    .option("--cursor <cursor>", "continue from the `next` cursor of an earlier page")
    .addHelpText("after", examples("gangway history", "gangway history --limit 5 --json", "gangway history --cursor <next>"))
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
    .option("--url <url>", "the sign-in server (env GANGWAY_SIWX_URL; default the local world's, with gangway dev running)")
    .option("--domain <host>", "the site the message names (default localhost)")
    .addHelpText("after", examples("gangway sign-in", "gangway sign-in --json", "gangway sign-in --url https://api.example.com/siwx --domain example.com"))
    .action(async (options: { url?: string; domain?: string }, command: Command) => (await commands.signIn()).signIn(context(command), options))

  const name = program.command("name").description(help("name"))
  name
    .command("check")
    .description(help("nameCheck"))
    .argument("<name>", "the name, with or without .reown.id")
    .addHelpText("after", examples("gangway name check alice", "gangway name check alice.reown.id --json"))
    .action(async (typed: string, _options: unknown, command: Command) => (await commands.name()).nameCheck(context(command), typed))
  name
    .command("register")
    .description(help("nameRegister"))
    .argument("<name>", "the name, with or without .reown.id")
    .addHelpText("after", examples("gangway name register alice", "gangway name register alice --json"))
    .action(async (typed: string, _options: unknown, command: Command) => (await commands.name()).nameRegister(context(command), typed))
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
    .argument("<pci>", "the session's permissions context, from `gangway sessions list`")
    .addHelpText("after", examples("gangway sessions revoke 0x5c1f…", "gangway sessions revoke 0x5c1f… --json"))
    .action(async (pci: string, _options: unknown, command: Command) => (await commands.sessions()).sessionsRevoke(context(command), pci))

  program
    .command("run")
    .description(help("run"))
    .argument("<script>", "path to a .json, .yaml or .yml script (format: docs/cli.md)")
    .addHelpText("after", examples("gangway run docs/examples/cli-smoke.json", "gangway run flow.yaml --json"))
    .action(async (script: string, _options: unknown, command: Command) => (await commands.run()).run(context(command), script))

  program
    .command("dev")
    .description(help("dev"))
    .addHelpText("after", examples("gangway dev", "gangway dev --json   # the URLs as one JSON document, then keeps running"))
    .action(async (_options: unknown, command: Command) => (await commands.dev()).dev(context(command)))

  return program
}

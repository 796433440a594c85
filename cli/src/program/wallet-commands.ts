import { type Command, Option } from "commander"
import { load, type Registration } from "./registration.js"

const commands = {
  connect: load(() => import("../commands/connect.js")),
  account: load(() => import("../commands/account.js")),
  balance: load(() => import("../commands/balance.js")),
  networks: load(() => import("../commands/networks.js")),
  switch: load(() => import("../commands/switch.js")),
  disconnect: load(() => import("../commands/disconnect.js"))
}

/** Connecting a wallet, and what it holds: connect, account, balance, networks, switch, disconnect. */
export const registerWalletCommands = ({ program, help, option, examples, context }: Registration): void => {
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
}

import { type Command, Option } from "commander"
import { load, type Registration } from "./registration.js"

const commands = {
  send: load(() => import("../commands/send.js")),
  swap: load(() => import("../commands/swap.js")),
  buy: load(() => import("../commands/buy.js")),
  history: load(() => import("../commands/history.js")),
  nfts: load(() => import("../commands/nfts.js"))
}

/** Moving funds and looking back at them: send, swap, buy, history, nfts. */
export const registerTransactionCommands = ({ program, help, option, examples, context }: Registration): void => {
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
}

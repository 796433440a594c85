import type { Command } from "commander"
import { load, type Registration } from "./registration.js"

const commands = {
  signIn: load(() => import("../commands/sign-in.js")),
  name: load(() => import("../commands/name.js")),
  sessions: load(() => import("../commands/sessions.js"))
}

/** Who the account is to apps: sign-in, its name, its sign-in sessions. */
export const registerIdentityCommands = ({ program, help, option, examples, context }: Registration): void => {
  program
    .command("sign-in")
    .description(help("signIn"))
    .option("--url <url>", option("signInUrl"))
    .option("--domain <host>", option("signInDomain"))
    .option("--status", option("signInStatus"))
    .addHelpText(
      "after",
      examples(
        "gangway sign-in",
        "gangway sign-in --json",
        "gangway sign-in --status",
        "gangway sign-in --url https://api.example.com/siwx --domain example.com"
      )
    )
    .action(async (options: { url?: string; domain?: string; status?: boolean }, command: Command) =>
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
}

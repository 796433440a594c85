import { CommanderError, type Command } from "commander"
import { ExitCode } from "./exit-codes.js"
import { toFailure, usageError } from "./failure.js"
import { processIo, type Io } from "./io.js"
import { Output } from "./output.js"
import { buildProgram } from "./program.js"

/**
 * What a commander error says, for `--json`. `gangway` without a command ends
 * in commander's help-on-error, whose message is a placeholder ("(outputHelp)"):
 * say what is missing instead.
 */
const usageMessage = (error: CommanderError, program: Command): string => {
  if (error.code === "commander.help") {
    const names = program.commands.map((command) => command.name()).filter((name) => name !== "help")
    return `missing command: one of ${names.join(", ")} (see gangway --help)`
  }
  return error.message.replace(/^error: /, "")
}

/**
 * Runs `gangway` with `argv` (without node and the script) and returns the
 * exit code: 0 ok, 1 failed, 2 bad input.
 */
export const main = async (argv: ReadonlyArray<string>, io: Io = processIo()): Promise<number> => {
  const wantsJson = argv.includes("--json")
  let output = new Output(io, wantsJson)
  const program = buildProgram(io, { onOutput: (created) => (output = created) })
  for (const command of [program, ...program.commands]) {
    command.exitOverride()
    command.configureOutput({
      writeOut: (text) => io.stdout.write(text),
      // With --json, usage errors become the one JSON document instead.
      writeErr: (text) => (wantsJson ? undefined : io.stderr.write(text)),
      outputError: (text, write) => (wantsJson ? undefined : write(text))
    })
  }
  try {
    await program.parseAsync([...argv], { from: "user" })
    return ExitCode.ok
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with exit code 0.
      if (error.exitCode === 0) return ExitCode.ok
      if (wantsJson) output.failure(toFailure(usageError(usageMessage(error, program))))
      // Commander printed the help for a missing command; say what was missing after it.
      else if (error.code === "commander.help") io.stderr.write(`\nError: ${usageMessage(error, program)}\n`)
      return ExitCode.badInput
    }
    const failure = toFailure(error)
    output.failure(failure)
    return failure.exitCode
  }
}

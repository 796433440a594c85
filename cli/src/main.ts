import { CommanderError } from "commander"
import { ExitCode } from "./exit-codes.js"
import { toFailure, usageError } from "./failure.js"
import { processIo, type Io } from "./io.js"
import { Output } from "./output.js"
import { buildProgram } from "./program.js"

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
      if (wantsJson) output.failure(toFailure(usageError(error.message.replace(/^error: /, ""))))
      return ExitCode.badInput
    }
    const failure = toFailure(error)
    output.failure(failure)
    return failure.exitCode
  }
}

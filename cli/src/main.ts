import { CommanderError, type Command } from "commander"
import { ExitCode } from "./exit-codes.js"
import { toFailure, usageError } from "./failure.js"
import { processIo, type Io } from "./io.js"
import { Output } from "./output.js"
import { buildProgram } from "./program.js"
import { ENGLISH, loadLanguage, requestedLocale, say, type Language } from "./i18n/language.js"
import { outputMessages } from "./i18n/output-messages.js"
import type { Failure } from "./failure.js"

/**
 * What a commander error says, for `--json`. `gangway` without a command ends
 * in commander's help-on-error, whose message is a placeholder ("(outputHelp)"):
 * say what is missing instead.
 */
const usageMessage = (error: CommanderError, program: Command, language: Language): string => {
  if (error.code === "commander.help") {
    const names = program.commands.map((command) => command.name()).filter((name) => name !== "help")
    return say(language, outputMessages, "missingCommand", { names: names.join(", ") })
  }
  return error.message.replace(/^error: /, "")
}

/**
 * Runs `gangway` with `argv` (without node and the script) and returns the
 * exit code: 0 ok, 1 failed, 2 bad input.
 */
export const main = async (argv: ReadonlyArray<string>, io: Io = processIo()): Promise<number> => {
  const wantsJson = argv.includes("--json")
  const language = await loadLanguage(requestedLocale(argv, io.env))
  let output = new Output(io, wantsJson, language)
  const program = buildProgram(io, { onOutput: (created) => (output = created) }, language)
  /** A failure in the person's words; English needs no catalogue (the failure's own text). */
  const said = async (failure: Failure) =>
    wantsJson || language.locale === "en"
      ? undefined
      : (await import("./i18n/failure-text.js")).failureText(failure, language)
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
      // --json speaks English; a person reads their language.
      if (wantsJson) output.failure(toFailure(usageError(usageMessage(error, program, ENGLISH))))
      // Commander printed the help for a missing command; say what was missing after it.
      else if (error.code === "commander.help")
        io.stderr.write(
          `\n${say(language, outputMessages, "error", { message: usageMessage(error, program, language) })}\n`
        )
      return ExitCode.badInput
    }
    const failure = toFailure(error)
    output.failure(failure, await said(failure))
    return failure.exitCode
  }
}

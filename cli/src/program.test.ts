import type { Command } from "commander"
import { describe, expect, it } from "vitest"
import { helpMessages } from "./i18n/help-messages.js"
import { loadLanguage } from "./i18n/language.js"
import { optionMessages } from "./i18n/option-messages.js"
import { processIo } from "./io.js"
import { buildProgram } from "./program.js"

/** Every option and argument description of a command and its subcommands (commander's own --help and --version aside). */
const descriptions = (command: Command): ReadonlyArray<string> => [
  ...command.options
    .filter((option) => option.long !== "--help" && option.long !== "--version")
    .map((option) => option.description),
  ...command.registeredArguments.map((argument) => argument.description),
  ...command.commands.flatMap(descriptions)
]

describe("the CLI's option and argument descriptions", () => {
  it("all come from the catalogues, so every one is translated", async () => {
    const german = await loadLanguage("de")
    const translated = new Set([
      ...Object.values(german.loaded?.cliOptions ?? {}),
      ...Object.values(german.loaded?.cliHelp ?? {})
    ])
    const english = new Set<string>([...Object.values(optionMessages.en), ...Object.values(helpMessages.en)])
    const inGerman = descriptions(buildProgram(processIo(), { onOutput: () => undefined }, german))
    const inEnglish = descriptions(buildProgram(processIo(), { onOutput: () => undefined }))
    expect(inGerman.length).toBeGreaterThan(40)
    expect(inGerman.filter((text) => !translated.has(text))).toEqual([])
    expect(inEnglish.filter((text) => !english.has(text))).toEqual([])
  })
})

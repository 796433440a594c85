import type { Command } from "commander"
import type { CommandContext } from "../context.js"
import type { helpMessages } from "../i18n/help-messages.js"
import type { optionMessages } from "../i18n/option-messages.js"

/** What a group of commands is registered with: the program, its texts in the chosen language, each command's context. */
export interface Registration {
  readonly program: Command
  readonly help: (key: keyof typeof helpMessages.en) => string
  readonly option: (key: keyof typeof optionMessages.en) => string
  /** The "Examples" section of a command's help. */
  readonly examples: (...lines: ReadonlyArray<string>) => string
  /** The command's context, once commander parsed its options (the global ones too). */
  readonly context: (command: Command) => CommandContext
}

/** A command's module, imported only when it runs: `--help` loads commander alone. */
export const load = <M>(importer: () => Promise<M>) => importer

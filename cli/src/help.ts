/** The "Examples:" block appended to a command's `--help`. */
export const examples = (...lines: ReadonlyArray<string>): string =>
  `\nExamples:\n${lines.map((line) => `  ${line}`).join("\n")}\n`

/** The examples block appended to a command's `--help`, under `heading` ("Examples:" in the CLI's language). */
export const examplesUnder =
  (heading: string) =>
  (...lines: ReadonlyArray<string>): string =>
    `\n${heading}\n${lines.map((line) => `  ${line}`).join("\n")}\n`

/** The configuration could not be used: `problems` says, one line each, which setting is wrong and how to fix it. */
export class AuthConfigError extends Error {
  override readonly name = "AuthConfigError"
  readonly problems: ReadonlyArray<string>

  constructor(problems: ReadonlyArray<string>) {
    super(
      `The auth server's configuration has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n${problems.map((problem) => `- ${problem}`).join("\n")}`
    )
    this.problems = problems
  }
}

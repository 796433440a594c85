import { ExitCode } from "./exit-codes.js"
import { hintKey, outputMessages } from "./i18n/output-messages.js"

/**
 * A failure as the CLI reports it: the core error's `_tag` and its catalogue
 * message, plus the exit code. Core errors keep their own tag and message.
 */
export interface Failure {
  readonly tag: string
  readonly message: string
  readonly exitCode: ExitCode
  /** The next step: after `Error: …` on stderr, or `hint` in the `--json` error document. */
  readonly hint?: string | undefined
  /** The error itself, when tagged: a person's language describes it by its tag and fields. */
  readonly error?: { readonly _tag: string; readonly message: string } | undefined
}

/** Errors that mean "the input was wrong" and that change nothing: exit 2. */
const BAD_INPUT_TAGS = new Set([
  "InvalidInput",
  "MissingNetwork",
  "NoActiveCaipAddress",
  "ConnectorNotFound",
  "OnrampAmountOutOfRange",
  "SwapTokenUnknown",
  "SwapPairUnsupported",
  "NameRefused",
  "NameTaken",
  "SessionNotFound",
  "UsageError"
])

/** An error the CLI raises itself, shaped like the core's tagged errors. */
export class CliError extends Error {
  readonly _tag: string
  readonly exitCode: ExitCode
  readonly hint: string | undefined
  constructor(tag: string, message: string, exitCode: ExitCode = ExitCode.failed, hint?: string) {
    super(message)
    this._tag = tag
    this.exitCode = exitCode
    this.hint = hint
  }
}

/** The hint for a tag; an own entry only (a tag named `constructor` has none). */
const hintFor = (tag: string): string | undefined =>
  Object.hasOwn(outputMessages.en, hintKey(tag)) ? outputMessages.en[hintKey(tag)] : undefined

/** A usage problem (a flag or argument commander or we rejected): exit 2. */
export const usageError = (message: string) => new CliError("UsageError", message, ExitCode.badInput)

const isTagged = (error: unknown): error is { readonly _tag: string; readonly message: string } =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { _tag?: unknown })._tag === "string" &&
  typeof (error as { message?: unknown }).message === "string"

export const toFailure = (error: unknown): Failure => {
  if (error instanceof CliError) {
    return {
      tag: error._tag,
      message: error.message,
      exitCode: error.exitCode,
      hint: error.hint ?? hintFor(error._tag)
    }
  }
  if (isTagged(error)) {
    return {
      tag: error._tag,
      message: error.message,
      exitCode: BAD_INPUT_TAGS.has(error._tag) ? ExitCode.badInput : ExitCode.failed,
      hint: hintFor(error._tag),
      error
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { tag: "UnexpectedError", message, exitCode: ExitCode.failed }
}

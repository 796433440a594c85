import type { Failure } from "./failure.js"
import type { Io } from "./io.js"
import { ENGLISH, type Language } from "./i18n/language.js"

/** JSON with bigints as decimal strings. */
const toJson = (value: unknown, space?: number): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item), space)

/**
 * Where a command's output goes. With `--json`: exactly one JSON document on
 * stdout (the result, or `{ "error": { tag, message, hint? } }`), and progress events
 * as JSON lines on stderr. Without: text and Ink screens for a person.
 */
export class Output {
  private done = false
  constructor(
    readonly io: Io,
    readonly json: boolean,
    /** The language of what a person reads; `--json` stays English. */
    readonly language: Language = ENGLISH
  ) {}

  /** A person is watching a terminal: live screens and prompts are possible. */
  get interactive(): boolean {
    return !this.json && this.io.stdout.isTTY === true
  }

  /** The command's result: `data` as JSON, or `human` as text. Printed once. */
  result(data: unknown, human: string): void {
    if (this.done) return
    this.done = true
    if (this.json) this.io.stdout.write(`${toJson(data, 2)}\n`)
    else if (human !== "") this.io.stdout.write(human.endsWith("\n") ? human : `${human}\n`)
  }

  /** A progress event: one JSON line on stderr with `--json`, nothing otherwise (screens show it). */
  event(name: string, data: Record<string, unknown>): void {
    if (this.json) this.io.stderr.write(`${toJson({ event: name, ...data })}\n`)
  }

  /** A line for a person, on stderr so stdout stays the result. Silent with `--json`. */
  note(text: string): void {
    if (!this.json) this.io.stderr.write(`${text}\n`)
  }

  /** A failure: the JSON error document (English), or for a person `said` (its words in their language, see main) or the English. */
  failure(failure: Failure, said?: string): void {
    if (this.done) return
    this.done = true
    if (this.json) {
      const hint = failure.hint === undefined ? {} : { hint: failure.hint }
      this.io.stdout.write(`${toJson({ error: { tag: failure.tag, message: failure.message, ...hint } }, 2)}\n`)
      return
    }
    if (said !== undefined) {
      this.io.stderr.write(said)
      return
    }
    this.io.stderr.write(`Error: ${failure.message}\n`)
    if (failure.hint !== undefined) this.io.stderr.write(`${failure.hint}\n`)
  }
}

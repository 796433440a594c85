import { readFileSync, statSync } from "node:fs"
import { extname } from "node:path"
import { parse as parseYaml } from "yaml"
import { ExitCode } from "../exit-codes.js"
import { CliError } from "../failure.js"
import { checkStep } from "./check-step.js"
import { bad, isRecord } from "./invalid-script.js"
import { checkTree, MAX_SCRIPT_DEPTH } from "./script-shape.js"
import type { Script } from "./script-types.js"

export { SCRIPT_KEY_NAMES } from "./check-connect-key.js"
export { MAX_SCRIPT_DEPTH } from "./script-shape.js"
export type { HistoryMatch, Script, Step } from "./script-types.js"

/** The largest script file read (a real one is a few kilobytes); `/dev/zero` must not hang the read. */
export const MAX_SCRIPT_BYTES = 1024 * 1024

/** `${NAME}` in any string is replaced by the environment variable; a missing one is bad input. */
const substitute = (value: unknown, env: Readonly<Record<string, string | undefined>>, where: string): unknown => {
  if (typeof value === "string") {
    return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
      // Own variables only: `${constructor}` is not Object.prototype's.
      const found = Object.hasOwn(env, name) ? env[name] : undefined
      if (typeof found !== "string") throw bad(where, `environment variable ${name} is not set`)
      return found
    })
  }
  if (Array.isArray(value)) return value.map((item) => substitute(item, env, where))
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, env, where)]))
  return value
}

/** Parses and checks a script (JSON, or YAML for .yaml/.yml); bad scripts are bad input (exit 2). */
export const parseScript = (
  text: string,
  kind: "json" | "yaml",
  env: Readonly<Record<string, string | undefined>>
): Script => {
  let raw: unknown
  try {
    // YAML: warnings are not printed (stderr is for events with --json); aliases are capped by the parser.
    raw = kind === "json" ? JSON.parse(text) : parseYaml(text, { logLevel: "error" })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A parser that ran out of stack on deep nesting says so in its own words.
    if (/call stack/i.test(message)) throw bad("file", `nested more than ${MAX_SCRIPT_DEPTH} levels deep`)
    throw bad("file", `not valid ${kind.toUpperCase()} (${message})`)
  }
  checkTree(raw)
  if (!isRecord(raw) || !Array.isArray(raw.steps)) throw bad("file", "expected an object with a `steps` list")
  if (raw.steps.length === 0) throw bad("file", "the `steps` list is empty")
  const steps = raw.steps.map((step, index) => checkStep(substitute(step, env, `step ${index + 1}`), index))
  return { name: typeof raw.name === "string" ? raw.name : undefined, steps }
}

export const readScript = (path: string, env: Readonly<Record<string, string | undefined>>): Script => {
  let text: string
  try {
    // A regular file of at most MAX_SCRIPT_BYTES: a device or a FIFO could be read for ever.
    const stats = statSync(path)
    if (!stats.isFile()) throw new CliError("InvalidInput", `Invalid script: ${path} is not a file`, ExitCode.badInput)
    if (stats.size > MAX_SCRIPT_BYTES) {
      throw new CliError(
        "InvalidInput",
        `Invalid script: ${path} is larger than ${MAX_SCRIPT_BYTES / 1024 / 1024} MiB`,
        ExitCode.badInput
      )
    }
    text = readFileSync(path, "utf8")
  } catch (error) {
    if (error instanceof CliError) throw error
    throw new CliError("InvalidInput", `Invalid script: cannot read ${path}`, ExitCode.badInput)
  }
  const extension = extname(path).toLowerCase()
  return parseScript(text, extension === ".yaml" || extension === ".yml" ? "yaml" : "json", env)
}

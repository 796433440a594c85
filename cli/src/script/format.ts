import { readFileSync, statSync } from "node:fs"
import { amountProblemText, parseAmount } from "@gangway/core"
import { Result } from "effect"
import { extname } from "node:path"
import { parse as parseYaml } from "yaml"
import { ExitCode } from "../exit-codes.js"
import { CliError } from "../failure.js"
import { MAX_TIMEOUT_SECONDS } from "../commands/connect.js"
import { keyFromFlags, MAX_ACCOUNT_INDEX, type KeyNames } from "../signer-key.js"
import type { ExpectedError, Script, Step } from "./script-types.js"

export type { ExpectedError, HistoryMatch, Script, Step } from "./script-types.js"

const STEP_KEYS: Record<Step["step"], ReadonlyArray<string>> = {
  connect: ["wallet", "privateKey", "mnemonic", "accountIndex", "keypair", "secretKey", "network", "timeout", "expect"],
  switch: ["network"],
  balance: ["token", "expect"],
  send: ["to", "amount", "token"],
  swap: ["from", "to", "amount", "slippage"],
  history: ["limit", "expect"],
  sign: ["message"],
  signIn: ["url", "domain"],
  disconnect: []
}
const REQUIRED: Partial<Record<Step["step"], ReadonlyArray<string>>> = {
  switch: ["network"],
  send: ["to", "amount"],
  swap: ["from", "to", "amount"],
  sign: ["message"]
}
const EXPECT_KEYS: Partial<Record<Step["step"], ReadonlyArray<string>>> = {
  connect: ["address"],
  balance: ["balanceAtLeast"],
  history: ["historyContains"]
}

const WALLETS = ["walletconnect", "injected-key", "mnemonic", "keypair"]

/** The connect step's key fields, as messages name them. */
export const SCRIPT_KEY_NAMES: KeyNames = {
  wallet: "wallet",
  privateKey: "privateKey",
  mnemonic: "mnemonic",
  keypair: "keypair",
  secretKey: "secretKey"
}

/** Which key fields each `wallet` takes. */
const WALLET_KEY_FIELDS: Record<string, ReadonlyArray<string>> = {
  walletconnect: [],
  "injected-key": ["privateKey"],
  mnemonic: ["mnemonic", "accountIndex"],
  keypair: ["keypair", "secretKey"]
}

/**
 * A connect step's key, checked as the script is read: the fields go with `wallet`, one key
 * at most, and a Solana keypair file or secret key is read and must be a Solana keypair.
 * Keys from the env are checked when the step runs.
 */
const checkConnectKey = (raw: Record<string, unknown>, at: string): void => {
  const wallet = raw["wallet"] as string | undefined
  if (wallet !== undefined) {
    const fields = Object.values(WALLET_KEY_FIELDS).flat()
    const stray = fields.find((field) => raw[field] !== undefined && !WALLET_KEY_FIELDS[wallet]!.includes(field))
    if (stray !== undefined) throw bad(at, `${stray} does not go with wallet ${wallet}`)
  }
  try {
    keyFromFlags(
      {
        privateKey: raw["privateKey"] as string | undefined,
        mnemonic: raw["mnemonic"] as string | undefined,
        keypair: raw["keypair"] as string | undefined,
        secretKey: raw["secretKey"] as string | undefined
      },
      {},
      wallet === undefined || wallet === "walletconnect"
        ? undefined
        : (wallet as "injected-key" | "mnemonic" | "keypair"),
      undefined,
      SCRIPT_KEY_NAMES
    )
  } catch (error) {
    throw bad(at, error instanceof Error ? error.message : String(error))
  }
}

/** Numeric fields, checked when the script is read. */
const NUMBER_RULES: Record<string, { readonly ok: (value: number) => boolean; readonly text: string }> = {
  accountIndex: {
    ok: (value) => Number.isInteger(value) && value >= 0 && value <= MAX_ACCOUNT_INDEX,
    text: `a whole number from 0 to ${MAX_ACCOUNT_INDEX} (a BIP-32 non-hardened index)`
  },
  timeout: {
    ok: (value) => Number.isFinite(value) && value >= 0.001 && value <= MAX_TIMEOUT_SECONDS,
    text: `a number of seconds from 0.001 to ${MAX_TIMEOUT_SECONDS}`
  },
  limit: { ok: (value) => Number.isInteger(value) && value >= 1, text: "a whole number, 1 or more" },
  slippage: {
    ok: (value) => Number.isFinite(value) && value >= 0 && value < 100,
    text: "a percentage from 0 up to 100"
  }
}

const HISTORY_MATCH_KEYS = ["hash", "symbol", "amount", "to"]

/** A decimal amount as `parseAmount` reads it (not negative; any number of decimals). */
const amountProblem = (value: string): string | undefined => {
  const parsed = parseAmount(value, value.length)
  return Result.isFailure(parsed) ? amountProblemText[parsed.failure] : undefined
}

/**
 * How deep a script may nest (objects and lists). A real one nests 5 levels (the script, its
 * steps, a step, `expect`, `historyContains`); deeper is bad input, checked before anything
 * walks the script recursively (100 000 nested lists overflowed the stack).
 */
export const MAX_SCRIPT_DEPTH = 16

/** The largest script file read (a real one is a few kilobytes); `/dev/zero` must not hang the read. */
export const MAX_SCRIPT_BYTES = 1024 * 1024

/** A value as a message shows it: short, and never a crash (a number as written, Infinity included). */
const preview = (value: unknown): string => {
  const text =
    typeof value === "number" || typeof value === "bigint" ? String(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/**
 * The script's shape, before anything walks it: no value that contains itself (YAML's
 * `steps: &s [ *s ]`) and no nesting deeper than MAX_SCRIPT_DEPTH. Shared values (YAML
 * aliases) are measured once.
 */
const checkTree = (root: unknown): void => {
  const heights = new WeakMap<object, number>()
  const open = new Set<object>()
  const tooDeep = (path: string) => bad("file", `${path} is nested more than ${MAX_SCRIPT_DEPTH} levels deep`)
  /** How many levels of objects and lists `value` holds (0 for a string or number). */
  const visit = (value: unknown, path: string, level: number): number => {
    if (typeof value !== "object" || value === null) return 0
    if (open.has(value)) throw bad("file", `${path} contains itself (a YAML alias inside its own anchor)`)
    const known = heights.get(value)
    if (known !== undefined) {
      if (level + known - 1 > MAX_SCRIPT_DEPTH) throw tooDeep(path)
      return known
    }
    if (level > MAX_SCRIPT_DEPTH) throw tooDeep(path)
    open.add(value)
    let height = 1
    const children: Array<readonly [string, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [`${path}[${index}]`, item] as const)
      : Object.entries(value).map(([key, item]) => [`${path}.${key}`, item] as const)
    for (const [childPath, child] of children) height = Math.max(height, 1 + visit(child, childPath, level + 1))
    open.delete(value)
    heights.set(value, height)
    return height
  }
  visit(root, "the script", 1)
}

const bad = (where: string, reason: string) =>
  new CliError("InvalidInput", `Invalid script: ${where}: ${reason}`, ExitCode.badInput)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

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

/** `expect`: known expectations only, each of the right type, checked before anything runs. */
const checkExpect = (expect: unknown, kind: Step["step"], at: string): void => {
  const allowed = EXPECT_KEYS[kind] ?? []
  if (!isRecord(expect)) throw bad(at, "expect must be an object")
  for (const key of Object.keys(expect)) {
    if (!allowed.includes(key)) {
      throw bad(at, `unknown expectation ${key}${allowed.length === 0 ? "" : `; one of ${allowed.join(", ")}`}`)
    }
  }
  const address = expect["address"]
  if (address !== undefined && typeof address !== "string") throw bad(at, "expect.address must be a string")
  const atLeast = expect["balanceAtLeast"]
  if (atLeast !== undefined) {
    if (typeof atLeast !== "string")
      throw bad(at, `expect.balanceAtLeast must be a decimal amount in quotes, e.g. "1.5", got ${preview(atLeast)}`)
    const problem = amountProblem(atLeast)
    if (problem !== undefined) throw bad(at, `expect.balanceAtLeast ${preview(atLeast)} is not an amount: ${problem}`)
  }
  const match = expect["historyContains"]
  if (match !== undefined) {
    if (!isRecord(match))
      throw bad(at, `historyContains must be an object with ${HISTORY_MATCH_KEYS.join(", ")} (any subset)`)
    for (const [key, value] of Object.entries(match)) {
      if (!HISTORY_MATCH_KEYS.includes(key)) {
        throw bad(at, `historyContains has unknown key ${key}; one of ${HISTORY_MATCH_KEYS.join(", ")}`)
      }
      if (typeof value !== "string") throw bad(at, `historyContains.${key} must be a string, got ${preview(value)}`)
    }
    const amount = match["amount"]
    if (typeof amount === "string") {
      const problem = amountProblem(amount)
      if (problem !== undefined) throw bad(at, `historyContains.amount ${preview(amount)} is not an amount: ${problem}`)
    }
  }
}

const checkStep = (raw: unknown, index: number): Step => {
  const where = `step ${index + 1}`
  if (!isRecord(raw)) throw bad(where, "expected an object with a `step` field")
  const kind = raw["step"]
  // Own keys only: a step named `constructor`, `__proto__` or `toString` is unknown, not Object.prototype's.
  if (typeof kind !== "string" || !Object.hasOwn(STEP_KEYS, kind)) {
    throw bad(where, `unknown step ${preview(kind)}; one of ${Object.keys(STEP_KEYS).join(", ")}`)
  }
  const at = `${where} (${kind})`
  const allowed = new Set(["step", "name", "expectError", ...STEP_KEYS[kind as Step["step"]]])
  for (const key of Object.keys(raw)) if (!allowed.has(key)) throw bad(at, `unknown field ${key}`)
  for (const key of REQUIRED[kind as Step["step"]] ?? []) {
    if (raw[key] === undefined || raw[key] === "") throw bad(at, `missing ${key}`)
  }
  for (const [key, value] of Object.entries(raw)) {
    if (Object.hasOwn(NUMBER_RULES, key)) {
      const rule = NUMBER_RULES[key]!
      if (typeof value !== "number" || !rule.ok(value))
        throw bad(at, `${key} must be ${rule.text}, got ${preview(value)}`)
    } else if (!["expect", "expectError"].includes(key) && typeof value !== "string") {
      throw bad(at, `${key} must be a string`)
    }
  }
  if (kind === "connect" && raw["wallet"] !== undefined && !WALLETS.includes(raw["wallet"] as string)) {
    throw bad(at, `wallet must be one of ${WALLETS.join(", ")}, got ${preview(raw["wallet"])}`)
  }
  if (kind === "connect") checkConnectKey(raw, at)
  if (raw["expect"] !== undefined) checkExpect(raw["expect"], kind as Step["step"], at)
  const expectError = raw["expectError"]
  let normalizedError: ExpectedError | undefined
  const errorKeys = isRecord(expectError)
    ? Object.keys(expectError).filter((key) => key !== "tag" && key !== "message")
    : []
  if (errorKeys.length > 0) throw bad(at, `expectError has unknown key ${errorKeys[0]}; one of tag, message`)
  if (isRecord(expectError) && expectError["message"] !== undefined && typeof expectError["message"] !== "string") {
    throw bad(at, "expectError.message must be a string")
  }
  if (typeof expectError === "string") normalizedError = { tag: expectError }
  else if (isRecord(expectError) && typeof expectError["tag"] === "string") {
    normalizedError = {
      tag: expectError["tag"],
      message: typeof expectError["message"] === "string" ? expectError["message"] : undefined
    }
  } else if (expectError !== undefined) throw bad(at, "expectError must be an error tag or { tag, message }")
  return { ...(raw as unknown as Step), expectError: normalizedError }
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
  if (!isRecord(raw) || !Array.isArray(raw["steps"])) throw bad("file", "expected an object with a `steps` list")
  if (raw["steps"].length === 0) throw bad("file", "the `steps` list is empty")
  const steps = raw["steps"].map((step, index) => checkStep(substitute(step, env, `step ${index + 1}`), index))
  return { name: typeof raw["name"] === "string" ? raw["name"] : undefined, steps }
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

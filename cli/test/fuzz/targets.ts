/**
 * The CLI's decoders as fuzz targets (the pattern of core/test/fuzz): `gangway run` scripts
 * in JSON and in YAML, and the flags read before anything starts (global options, connect's
 * key, network, wallet and timeout, history's limit and cursor). Each answer must be a
 * value of the format or bad input (exit 2, typed), never an exception, within the bound.
 * `cli/test/fuzz.test.ts` runs them 100 times each in `npm test`; `npm run fuzz` 100,000.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { stringify as toYaml } from "yaml"
import { hostileString, hostileText, hostileValue } from "../../../core/test/fuzz/hostile.js"
import type { FuzzTarget } from "../../../core/test/fuzz/runner.js"
import { MAX_TIMEOUT_SECONDS, planConnect, type ConnectFlags } from "../../src/commands/connect.js"
import { checkCursor, parseLimit } from "../../src/commands/history.js"
import { ExitCode } from "../../src/exit-codes.js"
import { toFailure } from "../../src/failure.js"
import { Output } from "../../src/output.js"
import { MAX_SCRIPT_DEPTH, parseScript, type Script } from "../../src/script/format.js"
import { resolveSettings, type GlobalOptions } from "../../src/settings.js"
import { MAX_ACCOUNT_INDEX } from "../../src/signer-key.js"
import { memoryIo } from "../in-process.js"

const fail = (message: string): never => {
  throw new Error(message)
}

/** A thrown error must be bad input: exit 2, a tag of the catalogue (never UnexpectedError). */
const expectBadInput = (error: unknown, prefix?: string) => {
  const failure = toFailure(error)
  if (failure.tag === "UnexpectedError" || failure.exitCode !== ExitCode.badInput) {
    fail(`not typed bad input: ${failure.tag} (exit ${failure.exitCode}): ${failure.message.slice(0, 300)}`)
  }
  if (prefix !== undefined && !failure.message.startsWith(prefix))
    fail(`message does not start with ${prefix}: ${failure.message.slice(0, 300)}`)
}

const STEP_KINDS = ["connect", "switch", "balance", "send", "history", "sign", "disconnect"]

/** A script that reads must be one of the format: steps of known kinds, numbers in range. */
const checkScript = (script: Script) => {
  if (script.steps.length === 0) fail("a script without steps was read")
  for (const step of script.steps) {
    if (!STEP_KINDS.includes(step.step)) fail(`a step of kind ${String(step.step)} was read`)
    const fields = step as unknown as Record<string, unknown>
    const index = fields.accountIndex
    if (
      index !== undefined &&
      !(Number.isInteger(index) && (index as number) >= 0 && (index as number) <= MAX_ACCOUNT_INDEX)
    ) {
      fail(`accountIndex ${String(index)} was read`)
    }
    const limit = fields.limit
    if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1))
      fail(`limit ${String(limit)} was read`)
    const timeout = fields.timeout
    if (timeout !== undefined && !(typeof timeout === "number" && timeout > 0 && timeout <= MAX_TIMEOUT_SECONDS))
      fail(`timeout ${String(timeout)} was read`)
  }
}

const ENV = {
  GANGWAY_PRIVATE_KEY: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  RECEIVER: "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
}

/** A script of every step, as a person writes one. */
const SAMPLE_SCRIPT = {
  name: "sample",
  steps: [
    {
      step: "connect",
      wallet: "injected-key",
      privateKey: "${GANGWAY_PRIVATE_KEY}",
      network: "eip155:31337",
      timeout: 30
    },
    { step: "balance", token: "GWT", expect: { balanceAtLeast: "1.5" } },
    {
      step: "send",
      to: "${RECEIVER}",
      amount: "0.01",
      token: "ETH",
      expectError: { tag: "InvalidInput", message: "x" }
    },
    {
      step: "history",
      limit: 5,
      expect: { historyContains: { hash: "$lastSend", symbol: "ETH", amount: "0.01", to: "0x1" } }
    },
    { step: "sign", message: "hello" },
    { step: "switch", network: "eip155:1" },
    { step: "connect", mnemonic: "test test test test test test test test test test test junk", accountIndex: 1 },
    { step: "disconnect", name: "bye" }
  ]
}

/** Keys and names that a script decoder may trip on, in place of the format's own. */
const scriptKey = fc.oneof(
  fc.constantFrom(
    "step",
    "name",
    "expect",
    "expectError",
    "steps",
    "token",
    "limit",
    "accountIndex",
    "timeout",
    "keypair",
    "secretKey",
    "wallet"
  ),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "length"),
  hostileString
)
const scriptValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    ...STEP_KINDS,
    "constructor",
    "__proto__",
    "toString",
    "${GANGWAY_PRIVATE_KEY}",
    "${constructor}",
    "${UNSET}",
    "/dev/zero",
    "."
  ),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 1e-7, Number.POSITIVE_INFINITY, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.jsonValue({ maxDepth: 3 }),
  hostileString
)
/** Scripts built from the format's keys, prototype names and hostile values. */
const builtScript = fc.array(fc.dictionary(scriptKey, scriptValue, { maxKeys: 6 }), { maxLength: 4 }).chain((steps) =>
  fc.record({
    steps: fc
      .constant(steps)
      .chain((list) => fc.oneof(fc.constant(list), fc.constant(list.map((step) => ({ step: "balance", ...step }))))),
    name: fc.oneof(fc.constant(undefined), scriptValue)
  })
)

const deepJson = fc
  .integer({ min: MAX_SCRIPT_DEPTH - 2, max: 200_000 })
  .map((depth) => `{"steps":[{"step":"balance","token":${"[".repeat(depth)}${"]".repeat(depth)}}]}`)

const jsonScriptTarget: FuzzTarget<string> = {
  name: "CLI run scripts (JSON)",
  what: "parseScript for `gangway run x.json`: hostile mutations of a script of every step, scripts built of prototype names and hostile values, deep nesting",
  input: fc.oneof(
    { weight: 5, arbitrary: hostileText(SAMPLE_SCRIPT) },
    { weight: 4, arbitrary: builtScript.map((script) => JSON.stringify(script)) },
    { weight: 1, arbitrary: deepJson }
  ),
  boundMs: 1_000,
  start: () => ({
    check: (text) => {
      let script: Script
      try {
        script = parseScript(text, "json", ENV)
      } catch (error) {
        return expectBadInput(error, "Invalid script: ")
      }
      checkScript(script)
    }
  })
}

/** YAML pieces: anchors, aliases (to themselves too), merge keys, flow and block collections. */
const YAML_TOKENS = [
  "steps:",
  "steps: ",
  "- ",
  "&s ",
  "&a ",
  "*s",
  "*a",
  "<<: *a",
  "[",
  "]",
  "{",
  "}",
  ", ",
  ": ",
  "\n",
  "\n  ",
  "\n    ",
  "step: balance",
  "step: connect",
  "step: constructor",
  "__proto__: ",
  "constructor: ",
  "token: ",
  "expect: ",
  "accountIndex: 2147483648",
  "limit: .inf",
  "timeout: 1e-7",
  "!!binary aGk=",
  "!!js/function 'x'",
  "? ",
  "|",
  ">",
  "'",
  '"',
  "#",
  "%YAML 1.2\n---\n",
  "---\n",
  "...\n"
]
const yamlSoup = fc.array(fc.constantFrom(...YAML_TOKENS), { maxLength: 40 }).map((tokens) => tokens.join(""))
/** An alias bomb: each level names the one before twice. */
const aliasBomb = fc
  .integer({ min: 1, max: 40 })
  .map(
    (levels) =>
      `a0: &a0 [x, y]\n${Array.from({ length: levels }, (_, i) => `a${i + 1}: &a${i + 1} [*a${i}, *a${i}]`).join("\n")}\nsteps: [*a${levels}]\n`
  )
const deepYaml = fc
  .integer({ min: MAX_SCRIPT_DEPTH - 2, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      `steps: [${"[".repeat(depth)}${"]".repeat(depth)}]`,
      `steps: [${"{a: ".repeat(depth)}1${"}".repeat(depth)}]`
    )
  )
const asYaml = (value: unknown): string => {
  try {
    return toYaml(value) ?? ""
  } catch {
    try {
      return String(value)
    } catch {
      return "steps: [ {} ]" // a null-prototype object has no text
    }
  }
}

const yamlScriptTarget: FuzzTarget<string> = {
  name: "CLI run scripts (YAML)",
  what: "parseScript for `gangway run x.yaml`: hostile scripts written as YAML, YAML token soup with anchors and self-referencing aliases, alias bombs, deep nesting",
  input: fc.oneof(
    { weight: 3, arbitrary: hostileValue(SAMPLE_SCRIPT).map(asYaml) },
    { weight: 3, arbitrary: builtScript.map(asYaml) },
    { weight: 3, arbitrary: yamlSoup },
    { weight: 1, arbitrary: aliasBomb },
    { weight: 1, arbitrary: deepYaml },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "steps: &s [ *s ]",
        "steps:\n  - &a { step: balance, expect: *a }",
        "steps: [{ <<: &m { step: disconnect }, x: *m }]"
      )
    }
  ),
  // The YAML parser takes ~0.1 s to run out of stack on 20,000 nested collections (a 1 MiB
  // script, the most read, a few seconds): room for a loaded machine.
  boundMs: 2_000,
  start: () => ({
    check: (text) => {
      let script: Script
      try {
        script = parseScript(text, "yaml", ENV)
      } catch (error) {
        return expectBadInput(error, "Invalid script: ")
      }
      checkScript(script)
    }
  })
}

// -- Flags -------------------------------------------------------------------------------

interface FlagsInput {
  readonly global: GlobalOptions
  readonly connect: ConnectFlags
  readonly limit: string | undefined
  readonly cursor: string | undefined
}

/** Files a --keypair may name: a short keypair, one that is not JSON, a directory, none, devices (made by the target's start). */
const FILES_DIR = join(tmpdir(), `gangway-fuzz-flags-${process.pid}`)
const FILE_PATHS = [
  join(FILES_DIR, "short.json"),
  join(FILES_DIR, "not-json.json"),
  join(FILES_DIR, "a-directory"),
  join(FILES_DIR, "missing.json"),
  "/dev/zero",
  "/dev/null",
  "/etc/passwd"
]
const makeFiles = () => {
  mkdirSync(join(FILES_DIR, "a-directory"), { recursive: true })
  writeFileSync(join(FILES_DIR, "short.json"), JSON.stringify(new Array(63).fill(7)))
  writeFileSync(join(FILES_DIR, "not-json.json"), "[1, 2,")
}

const optional = <A>(arbitrary: fc.Arbitrary<A>) => fc.oneof(fc.constant(undefined), arbitrary)
/** Loopback or malformed only: a fuzzed URL must never send anything off this machine (nothing is sent here anyway). */
const urlish = fc.oneof(
  fc.constantFrom(
    "http://127.0.0.1:1",
    "ws://127.0.0.1:1",
    "https://localhost:1/",
    "ftp://127.0.0.1/",
    "http://",
    "not a url",
    "javascript:alert(1)",
    ""
  ),
  hostileString
)
const networkName = fc.oneof(
  fc.constantFrom(
    "local",
    "31337",
    "eip155:31337",
    "solana-local",
    "localnet",
    "mainnet",
    "eip155:999",
    "solana:x",
    ",,",
    " , local"
  ),
  hostileString
)
const digits = fc.oneof(
  fc.constantFrom(
    "0",
    "1",
    "2147483647",
    "2147483648",
    "4294967296",
    "99999999999999999999999",
    "-1",
    "1.5",
    "0x10",
    "1e3",
    " 7 ",
    "007"
  ),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  hostileString
)

const flagsTarget: FuzzTarget<FlagsInput> = {
  name: "CLI flags",
  what: "the options read before anything starts: --rpc-url, --api-url, --relay-url, --solana-rpc-url, --networks; connect's --wallet, --network, --timeout, --private-key, --mnemonic, --account-index, --keypair, --secret-key; history's --limit and --cursor",
  input: fc.record({
    global: fc.record({
      rpcUrl: optional(urlish),
      apiUrl: optional(urlish),
      relayUrl: optional(urlish),
      solanaRpcUrl: optional(urlish),
      networks: optional(
        fc.oneof(
          networkName,
          fc.array(networkName, { maxLength: 4 }).map((names) => names.join(","))
        )
      )
    }),
    connect: fc.record({
      wallet: optional(
        fc.constantFrom("walletconnect", "injected-key", "mnemonic", "keypair") as fc.Arbitrary<ConnectFlags["wallet"]>
      ),
      network: optional(networkName),
      timeout: optional(fc.oneof(digits, fc.double().map(String))),
      privateKey: optional(fc.oneof(fc.constantFrom(ENV.GANGWAY_PRIVATE_KEY, "0x01", ""), hostileString)),
      mnemonic: optional(
        fc.oneof(fc.constantFrom("test test test test test test test test test test test junk"), hostileString)
      ),
      accountIndex: optional(digits),
      keypair: optional(fc.oneof(fc.constantFrom(...FILE_PATHS), hostileString)),
      secretKey: optional(
        fc.oneof(
          fc.constantFrom("1".repeat(88), "0xabc", ""),
          fc.uint8Array({ minLength: 60, maxLength: 66 }).map((bytes) => Buffer.from(bytes).toString("base64")),
          hostileString
        )
      )
    }),
    limit: optional(digits),
    cursor: optional(hostileString)
  }),
  boundMs: 1_000,
  start: () => {
    makeFiles()
    const { io } = memoryIo({})
    return {
      close: () => rmSync(FILES_DIR, { recursive: true, force: true }),
      check: ({ global, connect, limit, cursor }) => {
        try {
          const settings = resolveSettings({ ...global, stateDir: join(FILES_DIR, "state") }, {})
          const plan = planConnect({ io, output: new Output(io, true), settings }, connect)
          const key = plan.key as Record<string, unknown> | undefined
          const index = key?.accountIndex
          if (
            index !== undefined &&
            !(Number.isInteger(index) && (index as number) >= 0 && (index as number) <= MAX_ACCOUNT_INDEX)
          ) {
            fail(`account index ${String(index)} was accepted`)
          }
          const secret = key?.solanaSecretKey
          if (secret !== undefined && (!Array.isArray(secret) || secret.length !== 64))
            fail("a Solana key that is not 64 bytes was accepted")
          if (plan.timeoutMs !== undefined && !(plan.timeoutMs > 0 && plan.timeoutMs <= 2 ** 31 - 1))
            fail(`timeout ${plan.timeoutMs} ms was accepted`)
        } catch (error) {
          expectBadInput(error)
        }
        try {
          const read = parseLimit(limit)
          if (read !== undefined && !(Number.isInteger(read) && read >= 1)) fail(`limit ${read} was accepted`)
        } catch (error) {
          expectBadInput(error)
        }
        try {
          const read = checkCursor(cursor)
          if (read !== undefined && read.trim() === "") fail("an empty cursor was accepted")
        } catch (error) {
          expectBadInput(error)
        }
      }
    }
  }
}

export const cliFuzzTargets: ReadonlyArray<FuzzTarget<never>> = [
  jsonScriptTarget,
  yamlScriptTarget,
  flagsTarget
] as unknown as ReadonlyArray<FuzzTarget<never>>

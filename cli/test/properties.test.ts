import { writeFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { hostileString } from "../../core/test/fuzz/hostile.js"
import { resolveNetworks } from "../src/networks.js"
import { DEFAULT_RPC_URL, DEFAULT_SOLANA_RPC_URL } from "../src/settings.js"
import { closedPortUrl, gangway, tempDirs, TEST_KEY } from "./in-process.js"

// `gangway` in-process with generated command lines: whatever the flags, an exit code of
// 0, 1 or 2, one JSON document with --json, a typed error (never UnexpectedError), and an
// end. Nothing listens at the URLs given, and no URL leads off this machine.
const dirs = tempDirs()
let nowhere: string
beforeAll(async () => {
  nowhere = await closedPortUrl()
})
afterAll(() => dirs.cleanup())

const LOOPBACK = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/

/** A network name that leads to a public RPC (mainnet, a public Solana cluster): never generated. */
const leavesMachine = (name: string): boolean => {
  try {
    return resolveNetworks([name], {
      rpcUrl: DEFAULT_RPC_URL,
      solanaRpcUrl: DEFAULT_SOLANA_RPC_URL,
      solanaWsUrl: undefined,
      solanaReference: undefined
    }).some((network) => !LOOPBACK.test(network.rpcUrls.default?.http[0] ?? ""))
  } catch {
    return false
  }
}

const text = fc.oneof(
  fc.constantFrom("", " ", "0", "1", "-1", "1.5", "2147483648", "9".repeat(40), "0x10", "${X}", "constructor"),
  hostileString
)
const network = fc
  .oneof(fc.constantFrom("local", "31337", "solana-local", "eip155:999", "garbage"), hostileString)
  .filter((name) => !leavesMachine(name))
const url = fc.constantFrom("not a url", "ftp://127.0.0.1/", "http://", "", "ws://127.0.0.1:1")

type Flag = readonly [string, string | undefined]
const pair = (name: string, value: fc.Arbitrary<string>): fc.Arbitrary<Flag> =>
  value.map((item) => [name, item] as const)

/** Flags any command takes. */
const globalFlag = fc.oneof(
  pair(
    "--networks",
    fc.array(network, { minLength: 1, maxLength: 3 }).map((names) => names.join(","))
  ),
  pair("--rpc-url", url),
  pair("--api-url", url),
  pair("--relay-url", url),
  pair("--solana-rpc-url", url),
  fc.constant(["--bogus", undefined] as const)
)

/** Each command with flags it takes (and sometimes some it does not). */
const COMMANDS: Record<string, fc.Arbitrary<ReadonlyArray<Flag>>> = {
  connect: fc.array(
    fc.oneof(
      pair("--network", network),
      pair("--timeout", text),
      pair("--account-index", text),
      pair("--mnemonic", fc.oneof(fc.constant("test test test test test test test test test test test junk"), text)),
      pair("--wallet", fc.constantFrom("injected-key", "mnemonic", "keypair", "metamask", "")),
      pair("--secret-key", text),
      pair("--keypair", text)
    ),
    { maxLength: 3 }
  ),
  history: fc.array(fc.oneof(pair("--limit", text), pair("--cursor", text)), { maxLength: 2 }),
  send: fc
    .tuple(
      pair("--to", text),
      pair("--amount", text),
      fc.array(fc.oneof(pair("--token", text), fc.constant(["--yes", undefined] as const)), { maxLength: 2 })
    )
    .map(([to, amount, rest]) => [to, amount, ...rest]),
  balance: fc.array(pair("--token", text), { maxLength: 1 }),
  switch: fc.constant([]),
  run: fc.constant([]),
  account: fc.constant([]),
  networks: fc.constant([]),
  disconnect: fc.constant([]),
  nfts: fc.constant([]),
  nonsense: fc.constant([])
}

/** Scripts for `run`: files of generated steps (each step fails fast here: no node, no data API). */
const scriptText = fc
  .array(
    fc.oneof(
      fc.constant({ step: "connect", privateKey: TEST_KEY }),
      fc.record({ step: fc.constantFrom("balance", "history", "sign", "disconnect", "constructor") }),
      fc.record({ step: fc.constant("switch"), network }),
      fc.record({ step: fc.constant("send"), to: text, amount: text })
    ),
    { maxLength: 3 }
  )
  .map((steps) => JSON.stringify({ steps }))

const commandLine = fc
  .constantFrom(...Object.keys(COMMANDS))
  .chain((command) =>
    fc.tuple(
      fc.constant(command),
      COMMANDS[command]!,
      fc.array(globalFlag, { maxLength: 1 }),
      command === "switch" ? network.filter((name) => !name.startsWith("-")) : fc.constant(undefined),
      command === "run"
        ? fc.oneof(scriptText, fc.constantFrom("/dev/null", "/nonexistent.json", "."))
        : fc.constant(undefined),
      fc.boolean()
    )
  )

describe("gangway with generated command lines", () => {
  it("exits 0, 1 or 2 with a typed error and, with --json, one JSON document; never an exception or a hang", async () => {
    await fc.assert(
      fc.asyncProperty(commandLine, async ([command, flags, globals, argument, script, json]) => {
        const stateDir = dirs.make()
        const env = {
          GANGWAY_STATE_DIR: stateDir,
          GANGWAY_RPC_URL: nowhere,
          GANGWAY_API_URL: nowhere,
          GANGWAY_SOLANA_RPC_URL: nowhere,
          GANGWAY_RELAY_URL: nowhere.replace("http:", "ws:")
        }
        let path = script
        if (script?.startsWith("{")) {
          path = join(stateDir, "script.json")
          writeFileSync(path, script)
        }
        const argv = [
          command,
          // Never WalletConnect (a relay would be dialled): connect always has a key.
          ...(command === "connect" ? ["--private-key", TEST_KEY] : []),
          ...(argument === undefined ? [] : [argument]),
          ...(path === undefined ? [] : [path]),
          ...[...flags, ...globals].flatMap(([name, value]) => (value === undefined ? [name] : [name, value])),
          ...(json ? ["--json"] : [])
        ]
        const started = Date.now()
        const run = await gangway(argv, env)
        expect([0, 1, 2], `${JSON.stringify(argv)}: ${run.stderr}`).toContain(run.code)
        expect(Date.now() - started).toBeLessThan(15_000)
        if (argv.includes("--json")) {
          const document = run.json()
          // A failure is the error document, or (run) the steps, each with its error.
          const tags = [
            document.error?.tag,
            ...(document.steps ?? []).map((step: { error?: { tag: string } }) => step.error?.tag)
          ]
          expect(tags, JSON.stringify(argv)).not.toContain("UnexpectedError")
          if (run.code !== 0) expect(document.error ?? document.steps, JSON.stringify(argv)).toBeDefined()
        } else if (run.code !== 0) {
          expect(run.stderr, JSON.stringify(argv)).not.toContain("    at ")
        }
      }),
      { numRuns: Number(process.env.GANGWAY_PROPERTY_RUNS ?? 60) }
    )
  }, 180_000)
})

import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { startLocalWorld, type LocalWorld } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BIN, runCli } from "./run-cli.js"

// The published bin as npm installs it: Node runs dist/ as it is, and each command loads only
// its own chunks. A module hook given to the child writes every module it loads to a file.
const DIST = fileURLToPath(new URL("../dist/", import.meta.url))

const LOG_HOOK = `import { appendFileSync } from "node:fs"
export const resolve = async (specifier, context, next) => {
  const resolved = await next(specifier, context)
  if (!resolved.url.startsWith("node:")) appendFileSync(process.env.GANGWAY_MODULE_LOG, resolved.url + "\\n")
  return resolved
}`
const REGISTER_LOG_HOOK = `import { register } from "node:module"
register("data:text/javascript,${encodeURIComponent(LOG_HOOK)}")`
const WITH_MODULE_LOG = ["--import", `data:text/javascript,${encodeURIComponent(REGISTER_LOG_HOOK)}`]

const dirs: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "gangway-bin-"))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Runs the bin with the module log: the run, the files it loaded, and the libraries bundled in them. */
const runLogged = async (args: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const log = join(tempDir(), "modules.log")
  const run = await runCli(args, { ...env, GANGWAY_MODULE_LOG: log }, WITH_MODULE_LOG)
  const files = [...new Set(readFileSync(log, "utf8").trim().split("\n"))].map((url) => fileURLToPath(url))
  // esbuild heads each bundled module with its path: `// ../node_modules/viem/_esm/…`.
  const bundled = new Set(
    files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^\/\/ (?:\.\.\/)*node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map(
        (match) => match[1]!
      )
    )
  )
  return { run, files, bundled }
}

const HEAVY = ["ink", "react", "effect", "viem", "@walletconnect/sign-client"]

describe("the built gangway bin", () => {
  it("--help: exit 0 from dist/ alone, without tsx, Ink, React, Effect, viem or WalletConnect", async () => {
    const { run, files, bundled } = await runLogged(["--help"])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain("Usage: gangway [options] [command]")
    expect(files).toContain(BIN)
    expect(files.filter((file) => file !== BIN && !file.startsWith(DIST))).toEqual([])
    expect(files.some((file) => file.includes("tsx"))).toBe(false)
    expect([...bundled]).toEqual(["commander"])
    for (const library of HEAVY) expect(bundled.has(library), library).toBe(false)
  })

  it("ends quietly with exit 0 when stdout is closed (gangway --help | head -1)", async () => {
    const child = spawn(process.execPath, [BIN, "--help"], { stdio: ["ignore", "pipe", "pipe"] })
    // The reader is gone before the help is written: every write to stdout fails with EPIPE.
    child.stdout.destroy()
    let err = ""
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve))
    expect({ code, err }).toEqual({ code: 0, err: "" })
  })

  describe("against the local world", { timeout: 60_000 }, () => {
    let world: LocalWorld
    beforeAll(async () => {
      world = await startLocalWorld()
    }, 60_000)
    afterAll(async () => {
      await world?.stop()
    })

    it("balance: the balances, with viem, Effect and Ink from the bundle and not tsx", async () => {
      const env = {
        GANGWAY_STATE_DIR: tempDir(),
        GANGWAY_RPC_URL: world.chain.rpcUrl,
        GANGWAY_API_URL: world.api.url,
        GANGWAY_RELAY_URL: world.relay.url,
        GANGWAY_SOLANA_RPC_URL: world.solana.rpcUrl
      }
      const sender = world.chain.accounts[1]!
      const connect = await runCli(["connect", "--private-key", sender.privateKey, "--json"], env)
      expect(connect.code, connect.stderr).toBe(0)

      const { run, files, bundled } = await runLogged(["balance"], env)
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toContain(`${sender.address} on Gangway Local (eip155:31337)`)
      expect(run.stdout).toMatch(/10,000 ETH/)
      expect(run.stdout).toMatch(/10,000 USDT/)
      expect(files.some((file) => file.includes("tsx"))).toBe(false)
      expect(files.filter((file) => file !== BIN && !file.startsWith(DIST))).toEqual([])
      for (const library of ["ink", "react", "effect", "viem"]) expect(bundled.has(library), library).toBe(true)
    })
  })
})

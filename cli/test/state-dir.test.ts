import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPortUrl, gangway, stubEvmRpc, tempDirs, TEST_ADDRESS, TEST_KEY, type Stub } from "./in-process.js"

// In-process: a damaged state dir is a typed failure (StateDirUnusable, exit 1), never a claim.
const dirs = tempDirs()
let rpc: Stub
let nowhere: string
beforeAll(async () => {
  rpc = await stubEvmRpc()
  nowhere = await closedPortUrl()
})
afterAll(async () => {
  await rpc?.close()
  dirs.cleanup()
})

const envFor = (stateDir: string) => ({
  GANGWAY_STATE_DIR: stateDir,
  GANGWAY_RPC_URL: rpc.url,
  GANGWAY_API_URL: nowhere
})
const connect = (stateDir: string, json = true) =>
  gangway(["connect", "--private-key", TEST_KEY, ...(json ? ["--json"] : [])], envFor(stateDir))
const HINT =
  "Pass another --state-dir (or GANGWAY_STATE_DIR), or repair this one: it holds storage.json and local-signer.json"

describe("a damaged state dir", () => {
  it("a directory where local-signer.json or storage.json should be: StateDirUnusable before anything is connected", async () => {
    for (const name of ["local-signer.json", "storage.json"]) {
      const stateDir = dirs.make()
      mkdirSync(join(stateDir, name))
      const run = await connect(stateDir)
      expect({ name, code: run.code, error: run.json().error }).toEqual({
        name,
        code: 1,
        error: {
          tag: "StateDirUnusable",
          message: `The state dir ${stateDir} cannot be used: ${name} is a directory`,
          hint: HINT
        }
      })
      const text = await connect(stateDir, false)
      expect(text.stdout).not.toContain("Connected")
      expect(readdirSync(stateDir)).toEqual([name])
    }
  })

  it("a state dir that is a file, or under one", async () => {
    const file = join(dirs.make(), "state")
    writeFileSync(file, "not a directory")
    const run = await gangway(["account", "--json"], envFor(file))
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "StateDirUnusable",
      message: `The state dir ${file} cannot be used: it is a file, not a directory`
    })
    const under = join(file, "sub")
    expect((await gangway(["account", "--json"], envFor(under))).json().error).toMatchObject({
      tag: "StateDirUnusable",
      message: `The state dir ${under} cannot be used: a file is in its place or its path`
    })
  })

  it("a state dir that cannot be created says why (and /proc does not hang it)", async () => {
    expect((await gangway(["account", "--json"], envFor("/proc/gangway-state"))).json().error).toMatchObject({
      tag: "StateDirUnusable",
      message: "The state dir /proc/gangway-state cannot be created (ENOENT)"
    })
    const sys = await gangway(["account", "--json"], envFor("/sys/gangway-state"))
    expect(sys.json().error).toMatchObject({
      tag: "StateDirUnusable",
      message: expect.stringMatching(/^The state dir \/sys\/gangway-state cannot be created \(E[A-Z]+\)$/)
    })
  })

  it("a connection whose session cannot be saved is not claimed: it is undone and that is the failure", async () => {
    const stateDir = dirs.make()
    // The storage's temporary file cannot be written: every storage write fails.
    mkdirSync(join(stateDir, `storage.json.${process.pid}.tmp`))
    const run = await connect(stateDir)
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "StateDirUnusable",
      message: `The connection was not saved: the state dir ${stateDir} cannot be written to (EISDIR)`
    })
    const text = await connect(stateDir, false)
    expect(text.stdout).not.toContain("Connected")
    expect(existsSync(join(stateDir, "local-signer.json"))).toBe(false)
    expect(readdirSync(stateDir)).toEqual([`storage.json.${process.pid}.tmp`])
  })

  it("a storage.json that cannot be read in full keeps what decodes, is set aside, and is said once", async () => {
    const stateDir = dirs.make()
    expect((await connect(stateDir)).code).toBe(0)
    const path = join(stateDir, "storage.json")
    const items = JSON.parse(readFileSync(path, "utf8"))
    writeFileSync(path, JSON.stringify({ ...items, stray: 5 }))
    const run = await gangway(["account", "--json"], envFor(stateDir))
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toMatchObject({ address: TEST_ADDRESS })
    const events = run.stderr
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
    expect(events).toEqual([
      {
        event: "storage_recovered",
        path,
        movedTo: expect.stringContaining(`${path}.corrupt-`),
        kept: Object.keys(items).length,
        reason: "1 entry is not text"
      }
    ])
    expect(JSON.parse(readFileSync(events[0].movedTo, "utf8"))).toMatchObject({ stray: 5 })
    // Set right: the next command has nothing to say.
    const again = await gangway(["account"], envFor(stateDir))
    expect(again.stderr).toBe("")
    writeFileSync(path, "[1, 2")
    const text = await gangway(["account"], envFor(stateDir))
    expect(text.code).toBe(2)
    expect(text.stderr).toContain(
      `Note: ${path} could not be read in full (it is not JSON (truncated or damaged)); kept 0 entries, the file is set aside as ${path}.corrupt-`
    )
  })

  it("the state dir (and any parent it creates) is 0700", async () => {
    const stateDir = join(dirs.make(), "new", "state")
    expect((await gangway(["networks", "--json"], envFor(stateDir))).code).toBe(0)
    expect(statSync(stateDir).mode & 0o777).toBe(0o700)
    expect(statSync(join(stateDir, "..")).mode & 0o777).toBe(0o700)
    expect((await connect(stateDir)).code).toBe(0)
    expect(statSync(stateDir).mode & 0o777).toBe(0o700)
  })
})

import { PassThrough } from "node:stream"
import { describe, expect, it } from "vitest"
import type { Io } from "../src/io.js"
import { main } from "../src/main.js"

/** An Io over in-memory streams; returns what was written. */
const memoryIo = () => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
  const io: Io = {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    stdin: new PassThrough() as unknown as NodeJS.ReadStream,
    env: {}
  }
  return { io, out: () => out, err: () => err }
}

const COMMANDS =
  "connect, account, balance, networks, switch, disconnect, send, swap, buy, history, nfts, sign-in, name, sessions, run, dev"

describe("gangway without a command", () => {
  it("--json: one JSON document saying which command is missing, exit 2", async () => {
    const { io, out, err } = memoryIo()
    expect(await main(["--json"], io)).toBe(2)
    expect(JSON.parse(out())).toEqual({
      error: { tag: "UsageError", message: `missing command: one of ${COMMANDS} (see gangway --help)` }
    })
    expect(out()).not.toContain("outputHelp")
    expect(err()).toBe("")
  })

  it("for a person: the help, then what is missing, on stderr; exit 2", async () => {
    const { io, out, err } = memoryIo()
    expect(await main([], io)).toBe(2)
    expect(out()).toBe("")
    expect(err()).toContain("Usage: gangway [options] [command]")
    expect(err()).toContain(`Error: missing command: one of ${COMMANDS}`)
  })

  it("--help still exits 0", async () => {
    const { io, out } = memoryIo()
    expect(await main(["--help"], io)).toBe(0)
    expect(out()).toContain("Usage: gangway")
  })
})

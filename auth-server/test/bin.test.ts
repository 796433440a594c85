// The gangway-auth bin end to end, as an operator runs it: in a temp folder (PGlite in its default
// ./gangway-auth-data), mail through a real SMTP server, stopped by SIGTERM.
import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { mkdtemp, rm, stat } from "node:fs/promises"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { fileURLToPath, pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Inbox } from "../../fixtures/src/auth/mail/inbox.js"
import { type LocalSmtp, startLocalSmtp } from "../../fixtures/src/auth/mail/smtp.js"
import { AUTH_MIGRATIONS } from "../src/store/migrations.js"

const BIN = fileURLToPath(new URL("../src/bin.ts", import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
const APP = { projectId: "gangway-local", appOrigin: "http://localhost:5173" }

/** The bin as a child process, its stdout kept line by line. */
const runBin = (folder: string, args: ReadonlyArray<string>, env: Record<string, string>) => {
  const child = spawn(process.execPath, ["--conditions=@gangway/source", "--import", TSX, BIN, ...args], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const lines: Array<string> = []
  let stderr = ""
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const reader = createInterface({ input: child.stdout })
  reader.on("line", (line) => lines.push(line))
  const closed = once(reader, "close")
  const exited = Promise.all([once(child, "exit"), closed]).then(([[code]]) => code as number | null)
  /** The first log line whose event is `event`, as it comes (rejects if the program ends first). */
  const event = (name: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const find = () =>
        lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === name)
      const found = find()
      if (found !== undefined) return resolve(found)
      const onLine = () => {
        const entry = find()
        if (entry === undefined) return
        reader.off("line", onLine)
        resolve(entry)
      }
      reader.on("line", onLine)
      void closed.then(() => reject(new Error(`gangway-auth ended before "${name}": ${stderr}`)))
    })
  return { child, lines, stderr: () => stderr, exited, event }
}

let folder: string
let smtp: LocalSmtp
const inbox = new Inbox()
let running: ChildProcess | undefined

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "gangway-auth-bin-"))
  smtp = await startLocalSmtp(inbox)
})
afterAll(async () => {
  running?.kill("SIGKILL")
  await smtp?.close()
  await rm(folder, { recursive: true, force: true })
})

describe("gangway-auth", () => {
  it("prints its usage with --help", async () => {
    const bin = runBin(folder, ["--help"], {})
    expect(await bin.exited).toBe(0)
    expect(bin.lines[0]).toBe("Usage: gangway-auth [start|migrate|reseal] [--config <file>] [--production]")
  }, 60_000)

  it("refuses to start with every wrong setting named, exit code 2", async () => {
    const bin = runBin(folder, ["start", "--production"], { GANGWAY_AUTH_PORT: "x" })
    expect(await bin.exited).toBe(2)
    expect(bin.stderr()).toMatch(
      /^The auth server's configuration has 7 problems:\n- GANGWAY_AUTH_PORT must be a port number/
    )
  }, 60_000)

  it("migrates, starts, signs in by a code mailed over SMTP, and stops on SIGTERM with exit code 0", async () => {
    const migrate = runBin(folder, ["migrate"], {})
    expect(await migrate.exited).toBe(0)
    expect(JSON.parse(migrate.lines[0]!)).toMatchObject({
      level: "info",
      event: "migrated",
      database: "pglite",
      applied: Object.keys(AUTH_MIGRATIONS)
    })
    expect((await stat(join(folder, "gangway-auth-data"))).isDirectory()).toBe(true)

    const server = runBin(folder, [], {
      GANGWAY_AUTH_PORT: "0",
      GANGWAY_AUTH_SMTP_URL: `smtp://${smtp.host}:${smtp.port}`,
      GANGWAY_AUTH_MAIL_FROM: "Example <auth@example.com>"
    })
    running = server.child
    const started = await server.event("started")
    const url = started.url as string
    expect(started).toMatchObject({ level: "info", publicUrl: url, database: "pglite", production: false })
    expect(await server.event("recovery-key-generated")).toMatchObject({ level: "warn" })

    const health = await fetch(`${url}/healthz`)
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }])

    const email = "operator-test@example.com"
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const deviceId = "device-bin-12345"
    expect(await post("/v1/email/connect", { email, deviceId, ...APP })).toEqual({
      status: 200,
      body: { action: "VERIFY_DEVICE" }
    })
    const approval = await inbox.next(email, 0, AbortSignal.timeout(20_000))
    expect(approval?.from).toBe("auth@example.com")
    const link = new URL(approval!.approvalUrl!)
    expect(link.origin).toBe(url)
    expect((await fetch(link)).status).toBe(200)
    const codeMail = await inbox.next(email, approval!.id, AbortSignal.timeout(20_000))
    const verified = await post("/v1/otp/verify", { email, otp: codeMail!.otp, deviceId, ...APP })
    expect(verified.status).toBe(200)
    expect(verified.body.user).toMatchObject({ email })

    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)
    running = undefined
    expect(JSON.parse(server.lines.at(-1)!)).toMatchObject({ level: "info", event: "stopped", drained: true })
    const log = server.lines.join("\n")
    for (const secret of [email, codeMail!.otp!, verified.body.token as string, link.searchParams.get("token")!])
      expect(log).not.toContain(secret)
    expect(server.lines.map((line) => JSON.parse(line).path).filter(Boolean)).toEqual([
      "/healthz",
      "/v1/email/connect",
      "/v1/device/approve",
      "/v1/otp/verify"
    ])
  }, 120_000)

  it("reseals the recovery shares with the current key; refuses to without one", async () => {
    const refused = runBin(folder, ["reseal"], {})
    expect(await refused.exited).toBe(2)
    expect(refused.stderr()).toContain("GANGWAY_AUTH_RECOVERY_KEY is required to reseal")
    const reseal = runBin(folder, ["reseal"], {
      GANGWAY_AUTH_RECOVERY_KEY: Buffer.alloc(32, 2).toString("base64"),
      GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS: Buffer.alloc(32, 1).toString("base64")
    })
    expect(await reseal.exited).toBe(0)
    expect(JSON.parse(reseal.lines.at(-1)!)).toMatchObject({ level: "info", event: "resealed", resealed: 0 })
  }, 60_000)
})

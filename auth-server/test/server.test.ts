// startAuthServer over HTTP on PGlite in a temp folder: headers, /healthz, the body limit, rate
// limits per address and per project (time fixed by the test), request log lines, a graceful stop.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadAuthConfig } from "../src/config/load-config.js"
import { type RunningAuthServer, startAuthServer } from "../src/server/start-auth-server.js"

const WINDOW_START = Date.parse("2026-01-01T10:00:00Z")
const clock = { now: WINDOW_START + 20_000 }
const lines: Array<string> = []
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
let folder: string
let server: RunningAuthServer

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "gangway-auth-server-"))
  const config = await loadAuthConfig({
    env: {
      GANGWAY_AUTH_PORT: "0",
      GANGWAY_AUTH_DATA_DIR: join(folder, "data"),
      GANGWAY_AUTH_SMTP_URL: "smtp://127.0.0.1:1",
      GANGWAY_AUTH_PROJECTS: '{"app-one":["http://localhost:*"],"app-two":["http://localhost:*"]}',
      GANGWAY_AUTH_RATE_LIMIT_WINDOW_SECONDS: "60",
      GANGWAY_AUTH_RATE_LIMIT_PER_ADDRESS: "5",
      GANGWAY_AUTH_RATE_LIMIT_PER_PROJECT: "8",
      GANGWAY_AUTH_TRUST_PROXY: "true"
    }
  })
  server = await startAuthServer(config, { writeLog: (line) => lines.push(line), now: () => clock.now })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await rm(folder, { recursive: true, force: true })
})

const originCheck = (project: string, address: string) =>
  fetch(`${server.url}/v1/projects/${project}/origin?origin=${encodeURIComponent("http://localhost:5173")}`, {
    headers: { "x-forwarded-for": `10.0.0.1, ${address}` }
  })

describe("startAuthServer", () => {
  it("answers /healthz from the database, with the security headers and no framing rules", async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("no-referrer")
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-site")
    expect(response.headers.get("strict-transport-security")).toBeNull()
    expect(response.headers.get("x-frame-options")).toBeNull()
    expect(server.publicUrl).toBe(server.url)
  })

  it("refuses a body over 64 KiB with 413, whether announced by content-length or streamed", async () => {
    const big = JSON.stringify({ email: "a@example.com", padding: "x".repeat(64 * 1024) })
    const announced = await fetch(`${server.url}/v1/email/connect`, { method: "POST", body: big })
    expect([announced.status, await announced.json()]).toEqual([413, { message: "The request is too large" }])
    expect(announced.headers.get("x-content-type-options")).toBe("nosniff")
    const streamed = await fetch(`${server.url}/v1/email/connect`, {
      method: "POST",
      body: new Blob([big]).stream(),
      duplex: "half"
    } as RequestInit)
    expect([streamed.status, await streamed.json()]).toEqual([413, { message: "The request is too large" }])
  })

  it("limits requests per client address, then per project, with retry-after until the window ends", async () => {
    for (let i = 0; i < 5; i++) expect((await originCheck("app-one", "203.0.113.1")).status).toBe(200)
    const byAddress = await originCheck("app-one", "203.0.113.1")
    expect(byAddress.status).toBe(429)
    expect(byAddress.headers.get("retry-after")).toBe("40")
    expect(await byAddress.json()).toEqual({ message: "Too many requests from this address: try again in 40 seconds" })

    clock.now = WINDOW_START + 59_500
    for (let i = 0; i < 3; i++) expect((await originCheck("app-one", "203.0.113.2")).status).toBe(200)
    const byProject = await originCheck("app-one", "203.0.113.2")
    expect(byProject.headers.get("retry-after")).toBe("1")
    expect([byProject.status, await byProject.json()]).toEqual([
      429,
      { message: "Too many requests for this project: try again in 1 second" }
    ])
    expect((await originCheck("app-two", "203.0.113.3")).status).toBe(200)

    clock.now = WINDOW_START + 60_000
    expect((await originCheck("app-one", "203.0.113.1")).status).toBe(200)
  })

  it("logs one JSON line per request: method, path without its query, status, duration; nothing of the body", async () => {
    await fetch(`${server.url}/v1/email/connect`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({
        email: "secret-person@example.com",
        deviceId: "device-12345678",
        projectId: "nope",
        appOrigin: "http://x.test"
      })
    })
    const line = logged().findLast((entry) => entry.event === "request")
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: "info",
      event: "request",
      method: "POST",
      path: "/v1/email/connect",
      status: 403,
      durationMs: expect.any(Number)
    })
    expect(
      logged().filter((entry) => entry.event === "request" && entry.path === "/v1/projects/app-one/origin")
    ).not.toHaveLength(0)
    expect(lines.join("\n")).not.toMatch(/secret-person|origin=|localhost%3A5173/)
  })

  it("stops gracefully: a held request answers at once, then the database closes", async () => {
    const held = fetch(`${server.url}/v1/device/wait`, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.10" },
      body: JSON.stringify({ email: "wait@example.com", deviceId: "device-waiting-1" })
    })
    await expect.poll(() => server.requestsInFlight).toBe(1)
    await server.close()
    expect(await (await held).json()).toEqual({ approved: false })
    expect(logged().slice(-2)).toMatchObject([
      { level: "info", event: "request", path: "/v1/device/wait", status: 200 },
      { level: "info", event: "stopped", drained: true }
    ])
  })
})

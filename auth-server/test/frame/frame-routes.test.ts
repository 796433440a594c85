// The secure frame served by the service itself: its page under a strict CSP that names who may
// embed it (the project's allowlist), its script, style, config and the CLI's worker.
import { randomBytes } from "node:crypto"
import { type Database, openDatabase } from "@gangway/database"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AuthService, createAuthService } from "../../src/index.js"

const API_URL = "http://auth.test"
const RPC_URLS = { "eip155:31337": "http://127.0.0.1:8545" }
const BUNDLER_URLS = { "eip155:31337": "http://127.0.0.1:4337" }
let database: Database<unknown>
let service: AuthService

const get = (path: string) => service.handler(new Request(new URL(path, API_URL)))

beforeAll(async () => {
  database = await openDatabase()
  service = await createAuthService({
    database,
    apiUrl: API_URL,
    projects: { "gangway-local": ["http://127.0.0.1:*", "http://localhost:*"], "one-origin": ["https://app.example"] },
    mail: async () => undefined,
    recoveryKey: randomBytes(32).toString("base64"),
    frame: { rpcUrls: RPC_URLS, bundlerUrls: BUNDLER_URLS }
  })
}, 60_000)
afterAll(async () => {
  await service?.close()
  await database?.close()
})

describe("the frame on the service's origin", () => {
  it("serves /frame under the strict CSP, embeddable only by the project's allowed origins", async () => {
    const page = await get("/frame?projectId=gangway-local&chainId=eip155%3A31337")
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("cache-control")).toBe("no-store")
    const policy = page.headers.get("content-security-policy")
    expect(policy).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; " +
        "connect-src http://auth.test http://127.0.0.1:8545 http://127.0.0.1:4337; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors http://127.0.0.1:* http://localhost:*"
    )
    expect(await page.text()).toContain('<script src="/frame.js" defer></script>')
    expect((await get("/frame?projectId=one-origin")).headers.get("content-security-policy")).toMatch(
      /; frame-ancestors https:\/\/app\.example$/
    )
    for (const unknown of ["/frame?projectId=nobody", "/frame"])
      expect((await get(unknown)).headers.get("content-security-policy")).toMatch(/; frame-ancestors 'none'$/)
  })

  it("gives a page the project does not allow a frame that only says 'Invalid App Configuration', framable by that page alone", async () => {
    const from = (referer: string) =>
      service.handler(new Request(`${API_URL}/frame?projectId=one-origin`, { headers: { referer } }))
    const refused = await from("https://evil.example/shop?item=1")
    expect(refused.headers.get("content-security-policy")).toMatch(/; frame-ancestors https:\/\/evil\.example$/)
    const text = await refused.text()
    expect(text).toContain('{"refused":"Invalid App Configuration"}')
    expect(text).not.toContain(API_URL)
    const allowed = await from("https://app.example/")
    expect(allowed.headers.get("content-security-policy")).toMatch(/; frame-ancestors https:\/\/app\.example$/)
    expect(await allowed.text()).toContain(`"apiUrl":"${API_URL}"`)
  })

  it("serves the page's script, style and config, and the CLI's worker, with their content types", async () => {
    const script = await get("/frame.js")
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect((await script.text()).length).toBeGreaterThan(1000)
    const worker = await get("/frame-worker.mjs")
    expect(worker.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(await worker.text()).toMatch(/worker_threads/)
    const style = await get("/frame.css")
    expect(style.headers.get("content-type")).toBe("text/css; charset=utf-8")
    const config = await get("/frame-config.json")
    expect(config.headers.get("content-type")).toBe("application/json")
    expect(await config.json()).toEqual({
      apiUrl: API_URL,
      rpcUrls: RPC_URLS,
      bundlerUrls: BUNDLER_URLS
    })
    expect((await service.handler(new Request(`${API_URL}/frame.js`, { method: "POST" }))).status).toBe(405)
  }, 60_000)

  it("answers browsers of its own origin (CORS) when no other frame origin is given", async () => {
    expect((await get("/frame.css")).headers.get("access-control-allow-origin")).toBe(API_URL)
  })
})

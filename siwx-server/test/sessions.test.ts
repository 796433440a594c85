// The sessions a sign-in leaves: the cookie's attributes, reading the session in a dApp's own
// route, its expiry and its revocation (sign-out, PUT /sessions), CORS, and the Node adapter.
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import { getSignedInSession, memoryStore, SIWX_COOKIE, SIWX_MAX_BODY_BYTES, toNodeListener } from "../src/index.js"
import { account, BASE, DAY, handlerOn, issue, messageFor, verify } from "./helpers.js"

const signedIn = async () => {
  const store = memoryStore()
  const { handler, clock } = handlerOn(store)
  const issued = await issue(handler)
  const { status, cookie } = await verify(handler, messageFor(issued.nonce, clock.now), issued.cookie)
  expect(status).toBe(200)
  return { store, handler, clock, cookie: cookie! }
}

const withCookie = (cookie: string, path = "/api/me", init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:8787${path}`, { ...init, headers: { cookie, ...init.headers } })

describe("the session cookie", () => {
  it("is httpOnly and SameSite=Lax; Secure unless the server is plain HTTP on loopback", async () => {
    const { handler } = handlerOn(memoryStore())
    const local = (await handler(new Request(`${BASE}/nonce`))).headers.get("set-cookie")!
    expect(local).toMatch(new RegExp(`^${SIWX_COOKIE}=[\\w-]{43}; HttpOnly; Path=/; SameSite=Lax; Max-Age=86400$`))
    const deployed = (await handler(new Request("https://api.example.com/siwx/nonce"))).headers.get("set-cookie")!
    expect(deployed).toContain("; Secure")
    const plainElsewhere = (await handler(new Request("http://api.example.com/siwx/nonce"))).headers.get("set-cookie")!
    expect(plainElsewhere).toContain("; Secure")
  })

  it("a caller that has one keeps it: its next nonce sets no new cookie", async () => {
    const { handler } = handlerOn(memoryStore())
    const { cookie } = await issue(handler)
    const again = await handler(new Request(`${BASE}/nonce`, { headers: { cookie } }))
    expect(again.headers.get("set-cookie")).toBeNull()
  })
})

describe("getSignedInSession: the signed-in account in a dApp's own route", () => {
  it("answers the cookie's sessions; undefined without the cookie or with another", async () => {
    const { store, clock, cookie } = await signedIn()
    const options = { store, now: () => clock.now }
    const sessions = await getSignedInSession(withCookie(cookie), options)
    expect(sessions?.map((session) => session.data.accountAddress)).toEqual([account.address])
    // Node's and Express's request, as it is.
    expect(await getSignedInSession({ headers: { cookie: `theme=dark; ${cookie}` } }, options)).toEqual(sessions)
    expect(await getSignedInSession(new Request("http://127.0.0.1:8787/api/me"), options)).toBeUndefined()
    expect(await getSignedInSession(withCookie(`${SIWX_COOKIE}=${"x".repeat(43)}`), options)).toBeUndefined()
  })

  it("the session ends at its message's expiration time", async () => {
    const { store, clock, cookie } = await signedIn()
    clock.now += DAY - 1
    expect(await getSignedInSession(withCookie(cookie), { store, now: () => clock.now })).toHaveLength(1)
    clock.now += 1
    expect(await getSignedInSession(withCookie(cookie), { store, now: () => clock.now })).toBeUndefined()
  })

  it("the session ends after the server's session time even when the message names none", async () => {
    const store = memoryStore()
    const { handler, clock } = handlerOn(store, { sessionTtlMs: 60_000 })
    const issued = await issue(handler)
    const message = messageFor(issued.nonce, clock.now, { expirationTime: undefined })
    const { status, cookie } = await verify(handler, message, issued.cookie)
    expect(status).toBe(200)
    clock.now += 60_000
    expect(await getSignedInSession(withCookie(cookie!), { store, now: () => clock.now })).toBeUndefined()
  })
})

describe("revocation", () => {
  it("POST /sign-out forgets the cookie's sessions and clears the cookie", async () => {
    const { store, handler, clock, cookie } = await signedIn()
    const out = await handler(withCookie(cookie, "/siwx/sign-out", { method: "POST" }))
    expect(out.status).toBe(204)
    expect(out.headers.get("set-cookie")).toBe(`${SIWX_COOKIE}=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0`)
    expect(await getSignedInSession(withCookie(cookie), { store, now: () => clock.now })).toBeUndefined()
  })

  it("PUT /sessions keeps only the signatures named", async () => {
    const { store, handler, clock, cookie } = await signedIn()
    const [session] = (await getSignedInSession(withCookie(cookie), { store, now: () => clock.now }))!
    const keep = (signatures: Array<string>) =>
      handler(
        withCookie(cookie, "/siwx/sessions", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ signatures })
        })
      )
    expect((await keep([session!.signature])).status).toBe(204)
    expect(await getSignedInSession(withCookie(cookie), { store, now: () => clock.now })).toHaveLength(1)
    expect((await keep(["0xother"])).status).toBe(204)
    expect(await getSignedInSession(withCookie(cookie), { store, now: () => clock.now })).toBeUndefined()
  })

  it("GET /sessions filters by network and address, whatever the address's case", async () => {
    const { handler, cookie } = await signedIn()
    const list = async (query: string) =>
      ((await (await handler(withCookie(cookie, `/siwx/sessions?${query}`))).json()) as { sessions: Array<unknown> })
        .sessions
    expect(await list(`chainId=eip155:31337&address=${account.address.toLowerCase()}`)).toHaveLength(1)
    expect(await list(`chainId=eip155:1&address=${account.address}`)).toHaveLength(0)
  })
})

describe("which pages may call", () => {
  const preflight = (handler: (request: Request) => Promise<Response>, origin: string) =>
    handler(new Request("https://api.example.com/siwx/verify", { method: "OPTIONS", headers: { origin } }))

  it("CORS with credentials for the origins given, and loopback pages only when allowed", async () => {
    const { handler } = handlerOn(memoryStore(), {
      origins: ["https://app.example.com"],
      allowLoopbackOrigins: false
    })
    const listed = await preflight(handler, "https://app.example.com")
    expect(listed.headers.get("access-control-allow-origin")).toBe("https://app.example.com")
    expect(listed.headers.get("access-control-allow-credentials")).toBe("true")
    expect((await preflight(handler, "https://evil.example")).headers.get("access-control-allow-origin")).toBeNull()
    expect((await preflight(handler, "http://localhost:5173")).headers.get("access-control-allow-origin")).toBeNull()
    const local = handlerOn(memoryStore()).handler
    expect((await preflight(local, "http://localhost:5173")).headers.get("access-control-allow-origin")).toBe(
      "http://localhost:5173"
    )
  })

  it("a page elsewhere cannot sign in, change sessions or sign out: 403 with what to do", async () => {
    const { handler } = handlerOn(memoryStore(), { allowLoopbackOrigins: false })
    const response = await handler(
      new Request("https://api.example.com/siwx/sign-out", {
        method: "POST",
        headers: { origin: "https://evil.example" }
      })
    )
    expect(response.status).toBe(403)
    expect(((await response.json()) as { details: string }).details).toBe(
      "the request's Origin (https://evil.example) is not a site this server signs in for: add it to the handler's origins"
    )
  })
})

describe("toNodeListener", () => {
  it("serves the handler on node:http, cookies and all; a body over the limit is 413 and the connection answers", async () => {
    const store = memoryStore()
    const { handler, clock } = handlerOn(store)
    const server = createServer(toNodeListener(handler))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`
    try {
      const issued = await fetch(`${url}/nonce`)
      const cookie = (issued.headers.get("set-cookie") ?? "").split(";")[0]!
      const { nonce } = (await issued.json()) as { nonce: string }
      const message = messageFor(nonce, clock.now)
      const signed = await fetch(`${url}/verify`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) })
      })
      expect(signed.status).toBe(200)
      const signedIn = (signed.headers.get("set-cookie") ?? "").split(";")[0]!
      expect(await getSignedInSession(withCookie(signedIn), { store, now: () => clock.now })).toHaveLength(1)
      for (const size of [SIWX_MAX_BODY_BYTES + 1, 5 * 1024 * 1024]) {
        const large = await fetch(`${url}/verify`, { method: "POST", headers: { cookie }, body: "a".repeat(size) })
        expect(large.status).toBe(413)
      }
      // Streamed, without a Content-Length: refused as it arrives.
      const chunks = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode("a".repeat(4096)))
          controller.close()
        }
      })
      const streamed = await fetch(`${url}/verify`, { method: "POST", body: chunks, duplex: "half" } as RequestInit)
      expect(streamed.status).toBe(413)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

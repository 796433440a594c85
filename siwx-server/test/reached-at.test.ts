// The server's own site is the host the caller reached (the Host header), not the URL a framework
// rebuilt from its listen address: self-hosted Next.js hands route handlers `http://localhost:<port>`
// for a page on 127.0.0.1, and a TLS proxy's upstream request looks like loopback HTTP.
import { describe, expect, it } from "vitest"
import { memoryStore } from "../src/index.js"
import { handlerOn, messageFor, verifyBody } from "./helpers.js"

const { handler, clock } = handlerOn(memoryStore(), { domains: undefined, allowLoopbackOrigins: false })

/** A nonce and a verify, both at `url` with the Host header `host`. */
const signIn = async (base: string, host: string, origin: string, domain: string) => {
  const nonceReply = await handler(new Request(`${base}/nonce`, { headers: { host } }))
  const { nonce } = (await nonceReply.json()) as { nonce: string }
  const cookie = nonceReply.headers.get("set-cookie") ?? ""
  const message = messageFor(nonce, clock.now, { domain, uri: `${origin}/` })
  const response = await handler(
    new Request(`${base}/verify`, {
      method: "POST",
      headers: { host, origin, cookie: cookie.split(";")[0]!, "content-type": "application/json" },
      body: await verifyBody(message)
    })
  )
  return { status: response.status, nonceCookie: cookie, cookie: response.headers.get("set-cookie") ?? "" }
}

describe("the server's own site", () => {
  it("is the Host the page reached: a same-origin sign-in passes with no origins listed", async () => {
    const reached = await signIn(
      "http://localhost:3000/api/siwx",
      "127.0.0.1:3000",
      "http://127.0.0.1:3000",
      "127.0.0.1:3000"
    )
    expect(reached.status).toBe(200)
    // Just outside: a page on another host than the one reached is refused.
    const elsewhere = await signIn(
      "http://localhost:3000/api/siwx",
      "127.0.0.1:3000",
      "http://127.0.0.1:4000",
      "127.0.0.1:4000"
    )
    expect(elsewhere.status).toBe(403)
  })

  it("decides the cookie's Secure flag: a public Host behind a proxy gets Secure, loopback HTTP does not", async () => {
    const proxied = await signIn(
      "http://localhost:3000/api/siwx",
      "app.example.com",
      "https://app.example.com",
      "app.example.com"
    )
    expect(proxied.status).toBe(200)
    expect(proxied.nonceCookie).toMatch(/; Secure/)
    expect(proxied.cookie).toMatch(/; Secure/)
    const local = await signIn(
      "http://localhost:3000/api/siwx",
      "127.0.0.1:3000",
      "http://127.0.0.1:3000",
      "127.0.0.1:3000"
    )
    expect(local.cookie).not.toMatch(/Secure/)
  })
})

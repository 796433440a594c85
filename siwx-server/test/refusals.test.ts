// Every refusal rule of POST /verify, on both stores: the case that must be refused, and the one
// just inside the rule that must pass. (core/test/integration/siwx-server.test.ts runs the
// message-format refusals over HTTP through the local world's server, which is this handler.)
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SIWX_MAX_BODY_BYTES, type SiwxHandler } from "../src/index.js"
import { BASE, DAY, handlerOn, issue, messageFor, stranger, verify, verifyBody } from "./helpers.js"
import { STORES } from "./stores.js"

type Clock = { now: number }
type Outcome = { readonly status: number; readonly body: Record<string, unknown> }
/** One side of a rule: signs in with a fresh nonce, bent one way or the other. */
type Attempt = (handler: SiwxHandler, clock: Clock) => Promise<Outcome>

const MINUTE = 60_000
const NONCE_TTL = 5 * MINUTE

const withMessage =
  (write: (nonce: string, at: number) => string, options: Parameters<typeof verify>[3] = {}): Attempt =>
  async (handler, clock) => {
    const { nonce, cookie } = await issue(handler)
    return verify(handler, write(nonce, clock.now), cookie, options)
  }

const nonceAged =
  (ms: number): Attempt =>
  async (handler, clock) => {
    const { nonce, cookie } = await issue(handler)
    const issuedAt = clock.now
    clock.now += ms
    try {
      return await verify(handler, messageFor(nonce, issuedAt, { issuedAt: new Date(clock.now) }), cookie)
    } finally {
      clock.now -= ms
    }
  }

/** A /verify body of exactly `size` bytes: a signed message padded by a field the server ignores. */
const bodyOfSize =
  (size: number): Attempt =>
  async (handler, clock) => {
    const { nonce, cookie } = await issue(handler)
    const signed = await verifyBody(messageFor(nonce, clock.now))
    const body = `${signed.slice(0, -1)},"pad":"${"a".repeat(size - signed.length - 9)}"}`
    expect(new TextEncoder().encode(body).length).toBe(size)
    const response = await handler(
      new Request(`${BASE}/verify`, { method: "POST", headers: { "content-type": "application/json", cookie }, body })
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

const RULES: ReadonlyArray<{
  readonly rule: string
  readonly refused: Attempt
  readonly expected: { readonly status: number; readonly reason?: string; readonly rule?: string }
  readonly inside: Attempt
}> = [
  {
    rule: "the message names this site (no Origin: the handler's domains)",
    refused: withMessage((nonce, at) =>
      messageFor(nonce, at, { domain: "evil.example", uri: "https://evil.example/" })
    ),
    expected: { status: 422, reason: "domain" },
    inside: withMessage((nonce, at) => messageFor(nonce, at, { uri: "http://localhost/deep/page?x=1" }))
  },
  {
    rule: "the message names the calling page's host (a browser's Origin)",
    refused: withMessage((nonce, at) => messageFor(nonce, at), { origin: "http://localhost:5173" }),
    expected: { status: 422, reason: "domain" },
    inside: withMessage(
      (nonce, at) => messageFor(nonce, at, { domain: "localhost:5173", uri: "http://localhost:5173/app" }),
      { origin: "http://localhost:5173" }
    )
  },
  {
    rule: "the URI is on the site's origin",
    refused: withMessage((nonce, at) => messageFor(nonce, at, { uri: "https://evil.example/login" })),
    expected: { status: 400, reason: "message", rule: "uri" },
    inside: withMessage((nonce, at) => messageFor(nonce, at, { uri: "http://localhost/login" }))
  },
  {
    rule: "the network is accepted",
    refused: withMessage((nonce, at) => messageFor(nonce, at, { chainId: 1 })),
    expected: { status: 422, reason: "chain" },
    inside: withMessage((nonce, at) => messageFor(nonce, at, { chainId: 31337 }))
  },
  {
    rule: "the nonce is younger than its time to live",
    refused: nonceAged(NONCE_TTL + 1),
    expected: { status: 422, reason: "nonce" },
    inside: nonceAged(NONCE_TTL)
  },
  {
    rule: "the nonce was issued to this caller",
    refused: async (handler, clock) => {
      const { nonce } = await issue(handler)
      const other = await issue(handler)
      return verify(handler, messageFor(nonce, clock.now), other.cookie)
    },
    expected: { status: 422, reason: "nonce" },
    inside: async (handler, clock) => {
      const { cookie } = await issue(handler)
      // A second nonce for the same caller: each one it was given is its own.
      const { nonce } = await issue(handler, cookie)
      return verify(handler, messageFor(nonce, clock.now), cookie)
    }
  },
  {
    rule: "the nonce needs the caller's cookie",
    refused: async (handler, clock) =>
      verify(handler, messageFor((await issue(handler)).nonce, clock.now), "gangway_siwx="),
    expected: { status: 422, reason: "nonce" },
    inside: withMessage((nonce, at) => messageFor(nonce, at))
  },
  {
    rule: "the message has not expired",
    refused: withMessage((nonce, at) => messageFor(nonce, at - 2 * DAY, { expirationTime: new Date(at - 1000) })),
    expected: { status: 422, reason: "expired" },
    inside: withMessage((nonce, at) => messageFor(nonce, at - 2 * DAY, { expirationTime: new Date(at + 1000) }))
  },
  {
    rule: "the message's not-before has come",
    refused: withMessage((nonce, at) => messageFor(nonce, at, { notBefore: new Date(at + MINUTE) })),
    expected: { status: 422, reason: "expired" },
    inside: withMessage((nonce, at) => messageFor(nonce, at, { notBefore: new Date(at) }))
  },
  {
    rule: "the time of issue is at most the clock skew ahead",
    refused: withMessage((nonce, at) => messageFor(nonce, at, { issuedAt: new Date(at + 6 * MINUTE) })),
    expected: { status: 400, reason: "message", rule: "issued-at" },
    inside: withMessage((nonce, at) => messageFor(nonce, at, { issuedAt: new Date(at + 4 * MINUTE) }))
  },
  {
    rule: "the account signed it",
    refused: withMessage((nonce, at) => messageFor(nonce, at), { signer: stranger }),
    expected: { status: 401, reason: "signature" },
    inside: withMessage((nonce, at) => messageFor(nonce, at))
  },
  {
    rule: "the text is exactly what its fields write",
    refused: withMessage((nonce, at) => messageFor(nonce, at).replace("\n\nURI:", "\n\nNonce: 1234567890\n\nURI:")),
    expected: { status: 400, reason: "message", rule: "format" },
    inside: withMessage((nonce, at) => messageFor(nonce, at, { statement: "Nonce: 1234567890 stays in the statement" }))
  },
  {
    rule: `the body is at most ${SIWX_MAX_BODY_BYTES} bytes`,
    refused: bodyOfSize(SIWX_MAX_BODY_BYTES + 1),
    expected: { status: 413 },
    inside: bodyOfSize(SIWX_MAX_BODY_BYTES)
  }
]

describe.each(STORES)("POST /verify on the %s store", (_, open) => {
  let handler: SiwxHandler
  let clock: Clock
  let close: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    const opened = await open()
    close = opened.close
    ;({ handler, clock } = handlerOn(opened.store))
  }, 60_000)
  afterAll(() => close())

  it.each(RULES)("$rule: refused outside, accepted just inside", async ({ refused, expected, inside }) => {
    const outcome = await refused(handler, clock)
    expect({ status: outcome.status, reason: outcome.body.reason, rule: outcome.body.rule }).toMatchObject(expected)
    expect(typeof outcome.body.details).toBe("string")
    const passed = await inside(handler, clock)
    expect(passed.status, JSON.stringify(passed.body)).toBe(200)
  })

  it("a nonce is accepted once: the same signed message again is refused", async () => {
    const { nonce, cookie } = await issue(handler)
    const message = messageFor(nonce, clock.now)
    expect((await verify(handler, message, cookie)).status).toBe(200)
    expect(await verify(handler, message, cookie)).toMatchObject({ status: 422, body: { reason: "nonce" } })
  })

  it("a refused attempt uses its nonce up: signing again with it is refused", async () => {
    const { nonce, cookie } = await issue(handler)
    expect((await verify(handler, messageFor(nonce, clock.now), cookie, { signer: stranger })).status).toBe(401)
    expect(await verify(handler, messageFor(nonce, clock.now), cookie)).toMatchObject({
      status: 422,
      body: { reason: "nonce" }
    })
  })
})

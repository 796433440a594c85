// The reference sign-in server (fixtures/src/siwx) over HTTP, as a hostile caller reaches it:
// what a verifier must refuse (issue 30, item 3), and the refusals it already made, kept.
import { SIWX_COOKIE, SIWX_MAX_BODY_BYTES, startSiwxServer, TEST_MNEMONIC, type SiwxServer } from "@gangway/fixtures"
import { mnemonicToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld()
let server: SiwxServer
beforeAll(async () => {
  server = await startSiwxServer({ rpcUrls: { "eip155:31337": world.chain.rpcUrl } })
})
afterAll(() => server?.stop())

const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 6 })
const stranger = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 })
const DAY = 24 * 60 * 60 * 1000

/** A fresh nonce and the cookie it is bound to. */
const issue = async () => {
  const response = await fetch(`${server.url}/nonce`)
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!
  const { nonce } = (await response.json()) as { nonce: string }
  return { nonce, cookie }
}

const messageFor = (nonce: string, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain: "localhost",
    uri: "http://localhost/",
    version: "1",
    nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + DAY),
    ...overrides
  })

const verify = async (
  message: string,
  cookie: string,
  options: { readonly origin?: string; readonly signer?: typeof account; readonly signature?: string } = {}
) => {
  const signature = options.signature ?? (await (options.signer ?? account).signMessage({ message }))
  const response = await fetch(`${server.url}/verify`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie,
      ...(options.origin === undefined ? {} : { origin: options.origin })
    },
    body: JSON.stringify({ message, signature })
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe("the reference sign-in server refuses what a verifier must", () => {
  it("accepts a well-formed message for its site (the baseline)", async () => {
    const { nonce, cookie } = await issue()
    expect((await verify(messageFor(nonce), cookie)).status).toBe(200)
  })

  it.each([
    ["a URI of another site", (nonce: string) => messageFor(nonce, { uri: "https://evil.example/login" }), "uri"],
    [
      "an Issued At a year ahead",
      (nonce: string) =>
        messageFor(nonce, {
          issuedAt: new Date(Date.now() + 365 * DAY),
          expirationTime: new Date(Date.now() + 366 * DAY)
        }),
      "issued-at"
    ],
    [
      "a statement with an injected URI line",
      (nonce: string) => messageFor(nonce).replace("\n\nURI:", "\n\nSign in\nURI: https://evil.example/\n\nURI:"),
      "format"
    ],
    [
      "a statement with an injected Nonce line",
      (nonce: string) => messageFor(nonce).replace("\n\nURI:", "\n\nNonce: 1234567890\n\nURI:"),
      "format"
    ],
    [
      "a second 'wants you to sign in' header",
      (nonce: string) =>
        messageFor(nonce).replace(
          "\n\nURI:",
          "\n\nevil.example wants you to sign in with your Ethereum account:\n\nURI:"
        ),
      "format"
    ],
    [
      "a lower-case address",
      (nonce: string) => messageFor(nonce).replace(account.address, account.address.toLowerCase()),
      "address"
    ],
    ["trailing lines after the last field", (nonce: string) => `${messageFor(nonce)}\nNote: and more`, "format"],
    [
      "a time written another way than the fields write it",
      (nonce: string) => messageFor(nonce).replace(/(Issued At: \S+)\.\d{3}Z/, "$1Z"),
      "format"
    ]
  ])("%s: 400 with the rule broken", async (_, write, rule) => {
    const { nonce, cookie } = await issue()
    const { status, body } = await verify(write(nonce), cookie)
    expect({ status, reason: body.reason, rule: body.rule }).toEqual({ status: 400, reason: "message", rule })
  })

  it(`a body over ${SIWX_MAX_BODY_BYTES} bytes (a 5 MB statement) is 413, not read whole`, async () => {
    const { nonce, cookie } = await issue()
    // Never signed: the size alone refuses it.
    const { status, body } = await verify(messageFor(nonce, { statement: "a".repeat(5 * 1024 * 1024) }), cookie, {
      signature: "0x00"
    })
    expect(status).toBe(413)
    expect(body.details).toBe(`the request is larger than ${SIWX_MAX_BODY_BYTES} bytes`)
  })

  it("Origin: null is 403 with a reason, not 500", async () => {
    const { nonce, cookie } = await issue()
    const { status, body } = await verify(messageFor(nonce), cookie, { origin: "null" })
    expect(status).toBe(403)
    expect(body.details).toBe("the request's Origin (null) names no site: sign in from the site's own page")
  })

  it("a browser's page: the URI must be on its Origin", async () => {
    const first = await issue()
    const page = "http://localhost:5173"
    expect(
      (
        await verify(messageFor(first.nonce, { domain: "localhost:5173", uri: `${page}/app` }), first.cookie, {
          origin: page
        })
      ).status
    ).toBe(200)
    const second = await issue()
    const other = await verify(
      messageFor(second.nonce, { domain: "localhost:5173", uri: "http://localhost:9999/app" }),
      second.cookie,
      { origin: page }
    )
    expect(other).toMatchObject({ status: 400, body: { reason: "message", rule: "uri" } })
  })
})

describe("the refusals it already made, kept", () => {
  it("a replayed nonce", async () => {
    const { nonce, cookie } = await issue()
    expect((await verify(messageFor(nonce), cookie)).status).toBe(200)
    expect(await verify(messageFor(nonce), cookie)).toMatchObject({ status: 422, body: { reason: "nonce" } })
  })

  it("another cookie's nonce", async () => {
    const { nonce } = await issue()
    const other = await issue()
    expect(await verify(messageFor(nonce), other.cookie)).toMatchObject({ status: 422, body: { reason: "nonce" } })
  })

  it("without a cookie", async () => {
    const { nonce } = await issue()
    expect(await verify(messageFor(nonce), `${SIWX_COOKIE}=`)).toMatchObject({ status: 422, body: { reason: "nonce" } })
  })

  it("another domain", async () => {
    const { nonce, cookie } = await issue()
    expect(
      await verify(messageFor(nonce, { domain: "evil.example", uri: "https://evil.example/" }), cookie)
    ).toMatchObject({
      status: 422,
      body: { reason: "domain", domain: "evil.example" }
    })
  })

  it("another chain", async () => {
    const { nonce, cookie } = await issue()
    expect(await verify(messageFor(nonce, { chainId: 1 }), cookie)).toMatchObject({
      status: 422,
      body: { reason: "chain", chainId: "eip155:1" }
    })
  })

  it("expired, and not yet valid", async () => {
    const first = await issue()
    const expired = messageFor(first.nonce, {
      issuedAt: new Date(Date.now() - 2 * DAY),
      expirationTime: new Date(Date.now() - DAY)
    })
    expect(await verify(expired, first.cookie)).toMatchObject({ status: 422, body: { reason: "expired" } })
    const second = await issue()
    expect(
      await verify(messageFor(second.nonce, { notBefore: new Date(Date.now() + 60_000) }), second.cookie)
    ).toMatchObject({
      status: 422,
      body: { reason: "expired" }
    })
  })

  it("a signature by another key", async () => {
    const { nonce, cookie } = await issue()
    expect(await verify(messageFor(nonce), cookie, { signer: stranger })).toMatchObject({
      status: 401,
      body: { reason: "signature" }
    })
  })
})

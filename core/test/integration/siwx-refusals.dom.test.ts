// Sign-in messages the client must refuse itself (issue 30, items 1 and 2): a provider's fields
// that break a sign-in rule never reach the wallet, and the attempt ends typed, the modal back
// on the sign-in view with the reason shown.
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { beforeEach, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import type { SiwxMessageData } from "../../src/domain/siwx.js"
import { localChain } from "../../src/domain/networks.js"
import { memorySessionStore, siwxLocal } from "../../src/siwx/local.js"
import type { SiwxProvider } from "../../src/siwx/provider.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld()
let wallet: TestWallet
/** The methods the wallet was asked for, in order. */
let asked: Array<string>
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 3 })
  asked = []
  const request = wallet.request.bind(wallet)
  wallet.request = (args) => {
    asked.push(args.method)
    return request(args)
  }
  announceProvider(window, wallet, crypto.randomUUID())
})

const HOUR = 60 * 60 * 1000
const past = () => new Date(Date.now() - HOUR).toISOString()

/** A provider (siwxLocal underneath) whose createMessage answer is changed by `change`; what it was handed to keep is recorded. */
const hostile = (change: (data: SiwxMessageData) => Record<string, unknown>) => {
  const kept: Array<unknown> = []
  const local = siwxLocal({ storage: memorySessionStore(), required: true })
  const provider: SiwxProvider = {
    ...local,
    createMessage: async (request) => change(await local.createMessage(request)) as unknown as SiwxMessageData,
    addSession: async (session) => {
      kept.push(session)
      await local.addSession(session)
    }
  }
  return { provider, kept }
}

const cases: ReadonlyArray<readonly [string, (data: SiwxMessageData) => Record<string, unknown>, string]> = [
  ["another site's domain", (data) => ({ ...data, domain: "evil.example" }), "domain"],
  ["a URI of another site", (data) => ({ ...data, uri: "https://evil.example/" }), "uri"],
  ["an expired message", (data) => ({ ...data, expirationTime: past() }), "expiration-time"],
  [
    "an expiry before the time of issue",
    (data) => ({ ...data, expirationTime: new Date(Date.parse(data.issuedAt) - 1000).toISOString() }),
    "expiration-time"
  ],
  [
    "a not-before a day ahead",
    (data) => ({ ...data, notBefore: new Date(Date.now() + 24 * HOUR).toISOString() }),
    "not-before"
  ],
  ["a nonce of 3 characters", (data) => ({ ...data, nonce: "abc" }), "nonce"],
  ["a nonce with a space", (data) => ({ ...data, nonce: "abcd efgh1234" }), "nonce"],
  [
    "a statement with a line break",
    (data) => ({ ...data, statement: "Sign in\nURI: https://evil.example/" }),
    "statement"
  ],
  ["a malformed domain", (data) => ({ ...data, domain: "exa mple" }), "domain"],
  ["a malformed URI", (data) => ({ ...data, uri: "not a uri" }), "uri"],
  ["a malformed resource", (data) => ({ ...data, resources: ["https://ok.example/", "not a uri"] }), "resources"],
  [
    "a resource with a line break",
    (data) => ({ ...data, resources: ["https://ok.example/\n- https://evil.example/"] }),
    "resources"
  ],
  ["a malformed expiry", (data) => ({ ...data, expirationTime: "tomorrow" }), "expiration-time"],
  ["a malformed not-before", (data) => ({ ...data, notBefore: "2026-13-45T99:00:00Z" }), "not-before"],
  ["a request ID with a line break", (data) => ({ ...data, requestId: "1\nNonce: 12345678" }), "request-id"]
]

describe("sign-in messages the client refuses before the wallet is asked", () => {
  it.each(cases)(
    "%s: SiwxMessageRefused, nothing signed, the view back on SIWXSignMessage with the reason",
    async (_, change, reason) => {
      const { provider, kept } = hostile(change)
      const client = world.track(
        createGangway({
          networks: [localChain(world.chain.rpcUrl)],
          storage: "memory",
          platform: desktop,
          siwx: provider
        })
      )
      await client.open()
      await client.connect(RDNS)
      expect(client.getState().router.view).toBe("SIWXSignMessage")
      await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxMessageRefused", reason })
      expect(asked).not.toContain("personal_sign")
      expect(kept).toEqual([])
      expect(client.getState().signIn).toMatchObject({
        status: "needed",
        error: { _tag: "SiwxMessageRefused", reason }
      })
      expect(client.getState().signIn.error?.message).toMatch(
        /^The sign-in message was refused: .+\. Nothing was signed in\./
      )
      expect(client.getState().router.view).toBe("SIWXSignMessage")
      expect(client.getState().modal.open).toBe(true)
    }
  )

  it("the page's own fields pass: the wallet signs once and the session is kept", async () => {
    const { provider, kept } = hostile((data) => ({ ...data }))
    const client = world.track(
      createGangway({
        networks: [localChain(world.chain.rpcUrl)],
        storage: "memory",
        platform: desktop,
        siwx: provider
      })
    )
    await client.connect(RDNS)
    const session = await client.signIn()
    expect(session.data.domain).toBe(window.location.host)
    expect(asked.filter((method) => method === "personal_sign")).toHaveLength(1)
    expect(kept).toEqual([session])
  })
})

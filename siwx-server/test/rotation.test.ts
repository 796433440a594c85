// Session fixation: a sign-in sets a new cookie, so a cookie held (or planted) before it never
// becomes a signed-in one. On both stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { getSignedInSession, type SiwxHandler, type SiwxStore } from "../src/index.js"
import { account, BASE, handlerOn, issue, messageFor, stranger, verify } from "./helpers.js"
import { STORES } from "./stores.js"

describe.each(STORES)("the cookie on sign-in, on the %s store", (_, open) => {
  let handler: SiwxHandler
  let store: SiwxStore
  let clock: { now: number }
  let close: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    const opened = await open()
    close = opened.close
    store = opened.store
    ;({ handler, clock } = handlerOn(store))
  }, 60_000)
  afterAll(() => close())

  const sessionsOf = async (cookie: string) =>
    (await getSignedInSession(new Request(`${BASE}/me`, { headers: { cookie } }), { store, now: () => clock.now })) ??
    []
  const listed = async (cookie: string) =>
    ((await (await handler(new Request(`${BASE}/sessions`, { headers: { cookie } }))).json()) as { sessions: [] })
      .sessions

  it("is a new one: the cookie before /verify sees no session, the one it sets does", async () => {
    const before = await issue(handler)
    const signed = await verify(handler, messageFor(before.nonce, clock.now), before.cookie)
    expect(signed.status).toBe(200)
    expect(signed.cookie).toMatch(/^gangway_siwx=[\w-]{43}$/)
    expect(signed.cookie).not.toBe(before.cookie)
    expect(await sessionsOf(before.cookie)).toEqual([])
    expect(await listed(before.cookie)).toEqual([])
    expect(await sessionsOf(signed.cookie!)).toHaveLength(1)
    expect(await listed(signed.cookie!)).toHaveLength(1)
  })

  it("a second sign-in moves the first's session to its new cookie; every earlier cookie sees none", async () => {
    const first = await issue(handler)
    const one = await verify(handler, messageFor(first.nonce, clock.now), first.cookie)
    const second = await issue(handler, one.cookie)
    const message = messageFor(second.nonce, clock.now, { address: stranger.address })
    const two = await verify(handler, message, one.cookie!, { signer: stranger })
    expect(two.status).toBe(200)
    expect(new Set([first.cookie, one.cookie, two.cookie]).size).toBe(3)
    expect(await sessionsOf(first.cookie)).toEqual([])
    expect(await sessionsOf(one.cookie!)).toEqual([])
    expect((await sessionsOf(two.cookie!)).map((session) => session.data.accountAddress)).toEqual([
      account.address,
      stranger.address
    ])
  })

  it("a nonce stays bound to the cookie it was issued to: the new cookie cannot use the old one's", async () => {
    const before = await issue(handler)
    const other = await issue(handler, before.cookie)
    const signed = await verify(handler, messageFor(before.nonce, clock.now), before.cookie)
    expect(await verify(handler, messageFor(other.nonce, clock.now), signed.cookie!)).toMatchObject({
      status: 422,
      body: { reason: "nonce" }
    })
  })

  it("a refused sign-in sets no cookie", async () => {
    const before = await issue(handler)
    const refused = await verify(handler, messageFor(before.nonce, clock.now), before.cookie, { signer: stranger })
    expect(refused.status).toBe(401)
    expect(refused.cookie).toBeUndefined()
  })
})

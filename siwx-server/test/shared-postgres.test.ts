// Two instances of a backend on one PostgreSQL server share their sign-ins: a nonce issued by
// one is accepted once, by either, and never again.
import { openDatabase } from "@gangway/database"
import { hasPostgresServer, type PostgresServer, startPostgresServer } from "@gangway/database/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { getSignedInSession, type SiwxHandler, type SiwxStore } from "../src/index.js"
import { postgresStore } from "../src/postgres.js"
import { BASE, handlerOn, issue, messageFor, verify, verifyBody } from "./helpers.js"

const available = hasPostgresServer()
let server: PostgresServer | undefined
const instances: Array<{ handler: SiwxHandler; store: SiwxStore; close: () => Promise<void> }> = []

beforeAll(async () => {
  if (!available) return
  server = await startPostgresServer()
  const url = await server.createDatabase("siwx_shared")
  // Each instance opens its own pool and migrates at start, as two servers would.
  for (const _ of [1, 2]) {
    const database = await openDatabase({ url, maxConnections: 4 })
    const store = await postgresStore(database)
    instances.push({ handler: handlerOn(store).handler, store, close: database.close })
  }
}, 120_000)
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()))
  await server?.stop()
})

describe("two instances on one PostgreSQL", () => {
  it.skipIf(!available)("a nonce issued by one is accepted once by the other, and never again by either", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]]
    const { nonce, cookie } = await issue(one.handler)
    const message = messageFor(nonce, Date.now())
    const signed = await verify(two.handler, message, cookie)
    expect(signed.status).toBe(200)
    expect(await verify(two.handler, message, cookie)).toMatchObject({ status: 422, body: { reason: "nonce" } })
    expect(await verify(one.handler, message, cookie)).toMatchObject({ status: 422, body: { reason: "nonce" } })
    // The session is on both.
    const request = new Request(`${BASE}/me`, { headers: { cookie: signed.cookie! } })
    expect(await getSignedInSession(request, { store: one.store })).toHaveLength(1)
    expect(await getSignedInSession(request, { store: two.store })).toHaveLength(1)
  })

  it.skipIf(!available)("the same signed nonce sent to both at once: exactly one accepts it", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]]
    for (let round = 0; round < 10; round += 1) {
      const { nonce, cookie } = await issue(round % 2 === 0 ? one.handler : two.handler)
      const body = await verifyBody(messageFor(nonce, Date.now()))
      const post = (handler: SiwxHandler) =>
        handler(
          new Request(`${BASE}/verify`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body
          })
        )
      const statuses = (await Promise.all([post(one.handler), post(two.handler), post(one.handler)])).map(
        (response) => response.status
      )
      expect(statuses.sort()).toEqual([200, 422, 422])
    }
  })
})

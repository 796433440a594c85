// The embedded wallet's shares the service holds: the auth share for the account's sessions only,
// the recovery share sealed with the operator's recovery key (not in the database).
import { randomBytes } from "node:crypto"
import { type Database, openDatabase } from "@gangway/database"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAuthService } from "../src/index.js"
import { mailbox, serviceOn } from "./helpers.js"

const clock = { now: Date.now() }
const mails = mailbox()
const failures: Array<unknown> = []
let database: Database<unknown>
let instance: Awaited<ReturnType<typeof serviceOn>>

beforeAll(async () => {
  database = await openDatabase()
  instance = await serviceOn(database, mails, clock, undefined, (error) => failures.push(error))
}, 60_000)
afterAll(async () => {
  await instance?.service.close()
  await database?.close()
})

/** A share as the frame sends it: 65 bytes (a 64-byte secret's share) in base64. */
const share = () => randomBytes(65).toString("base64")
const address = () => `0x${randomBytes(20).toString("hex")}`
const get = async (path: string, token?: string) => {
  const response = await instance.call(
    path,
    token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe("the wallet's shares on the service", () => {
  it("none until the frame makes the wallet; the first made is kept, a second device's is answered with it", async () => {
    const { token } = await instance.signIn("ada@example.com", "device-ada-1234")
    expect(await get("/v1/session/wallet", token)).toEqual({ status: 200, body: { wallet: null } })
    expect(await get("/v1/session/wallet/recovery", token)).toEqual({
      status: 404,
      body: { message: "This account has no wallet yet" }
    })
    const first = { address: address(), authShare: share(), recoveryShare: share() }
    expect((await instance.post("/v1/session/wallet", first, token)).body).toEqual({
      wallet: { address: first.address, authShare: first.authShare }
    })
    const raced = { address: address(), authShare: share(), recoveryShare: share() }
    expect((await instance.post("/v1/session/wallet", raced, token)).body).toEqual({
      wallet: { address: first.address, authShare: first.authShare }
    })
    expect((await get("/v1/session/wallet/recovery", token)).body).toEqual({ recoveryShare: first.recoveryShare })
  })

  it("only to a session of that account: without one 401, another account sees its own", async () => {
    expect((await get("/v1/session/wallet")).status).toBe(401)
    expect((await get("/v1/session/wallet/recovery")).status).toBe(401)
    const other = await instance.signIn("bob@example.com", "device-bob-1234")
    expect((await get("/v1/session/wallet", other.token)).body).toEqual({ wallet: null })
  })

  it("refuses shares that are not 65 bytes of base64, and an address that is not one", async () => {
    const { token } = await instance.signIn("cy@example.com", "device-cy-1234")
    const refused = "The new wallet's shares are malformed: try again"
    for (const body of [
      { address: address(), authShare: randomBytes(64).toString("base64"), recoveryShare: share() },
      { address: address(), authShare: share(), recoveryShare: "not base64 at all" },
      { address: "0x12", authShare: share(), recoveryShare: share() },
      { address: address(), authShare: share(), recoveryShare: share(), deviceShare: share() }
    ])
      expect(await instance.post("/v1/session/wallet", body, token)).toEqual({
        status: 400,
        body: { message: refused }
      })
    // Just inside: a well-formed wallet is kept.
    const good = { address: address(), authShare: share(), recoveryShare: share() }
    expect((await instance.post("/v1/session/wallet", good, token)).status).toBe(200)
  })

  it("the database holds the auth share and the recovery share sealed; a sealed share moved to another account does not open", async () => {
    const ada = await instance.signIn("ada@example.com", "device-ada-1234")
    const { recoveryShare } = (await get("/v1/session/wallet/recovery", ada.token)).body as { recoveryShare: string }
    const rows = (
      await sql<{ account_id: string; auth_share: string; recovery_share_sealed: string }>`
        select account_id, auth_share, recovery_share_sealed from auth_wallet_share`.execute(database.db)
    ).rows
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(recoveryShare)
    // Bob's row given Ada's sealed share: it is sealed to Ada's account id, so Bob's sessions cannot open it.
    const bob = await instance.signIn("bob@example.com", "device-bob-1234")
    await instance.post(
      "/v1/session/wallet",
      { address: address(), authShare: share(), recoveryShare: share() },
      bob.token
    )
    const adaRow = rows.find((row) => row.recovery_share_sealed !== undefined && row.auth_share !== undefined)!
    await sql`update auth_wallet_share set recovery_share_sealed = ${adaRow.recovery_share_sealed}
      where account_id <> ${adaRow.account_id}`.execute(database.db)
    expect(await get("/v1/session/wallet/recovery", bob.token)).toEqual({
      status: 500,
      body: { message: "The auth service failed: try again in a moment" }
    })
    expect(failures.map(String)).toEqual([
      "RecoveryKeyInvalid: A wallet's recovery share does not open with the recovery key: give the key that sealed it (GANGWAY_AUTH_RECOVERY_KEY, or GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS during a rotation)"
    ])
  })

  it("does not start without a 32-byte recovery key", async () => {
    const options = {
      database,
      apiUrl: "http://auth.test",
      projects: {},
      frameOrigin: "http://f",
      mail: mails.send
    }
    const message =
      "The recovery key must be 32 random bytes in base64 (e.g. the output of `openssl rand -base64 32`): keep it apart from the database"
    for (const recoveryKey of ["", randomBytes(16).toString("base64"), "not-base64!"])
      await expect(createAuthService({ ...options, recoveryKey })).rejects.toThrow(message)
  })
})

// Rotating the operator's recovery key (docs/auth-server.md): instances open shares sealed with
// the previous key while `reseal` seals them again with the new one; after it, the old key opens nothing.
import { randomBytes } from "node:crypto"
import { type Database, openDatabase } from "@gangway/database"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAuthService } from "../src/index.js"
import type { AuthDb } from "../src/store/tables.js"
import { recoveryKeyOf, resealRecoveryShares } from "../src/store/wallet-shares.js"
import { APP, mailbox } from "./helpers.js"

const OLD_KEY = randomBytes(32).toString("base64")
const NEW_KEY = randomBytes(32).toString("base64")
const mails = mailbox()
const failures: Array<unknown> = []
let database: Database<unknown>

beforeAll(async () => {
  database = await openDatabase()
}, 60_000)
afterAll(async () => {
  await database?.close()
})

/** An instance with these keys; `ask` calls it with a bearer token. */
const instance = async (recoveryKey: string, previousRecoveryKeys: ReadonlyArray<string> = []) => {
  const service = await createAuthService({
    database,
    apiUrl: "http://auth.test",
    projects: { [APP.projectId]: ["http://localhost:*"] },
    mail: mails.send,
    recoveryKey,
    previousRecoveryKeys,
    emailCooldownMs: 0,
    onError: (error) => failures.push(error)
  })
  const ask = async (path: string, token: string, body?: unknown) => {
    const response = await service.handler(
      new Request(`http://auth.test${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const post = async (path: string, body: unknown) =>
    (await (
      await service.handler(
        new Request(`http://auth.test${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body)
        })
      )
    ).json()) as Record<string, unknown>
  return { service, ask, post }
}

describe("rotating the recovery key", () => {
  it("opens old shares with the previous key, reseals them all, then the old key alone opens nothing", async () => {
    const before = await instance(OLD_KEY)
    const email = "rotate@example.com"
    const deviceId = "device-rotate-1234"
    await before.post("/v1/email/connect", { email, deviceId, ...APP })
    const link = mails.latestApprovalUrl(email)!
    await before.service.handler(new Request(`http://auth.test${new URL(link).pathname}${new URL(link).search}`))
    const { token } = (await before.post("/v1/otp/verify", {
      email,
      otp: mails.latestOtp(email),
      deviceId,
      ...APP
    })) as {
      token: string
    }
    const recoveryShare = randomBytes(65).toString("base64")
    const wallet = { address: `0x${randomBytes(20).toString("hex")}`, authShare: randomBytes(65).toString("base64") }
    expect((await before.ask("/v1/session/wallet", token, { ...wallet, recoveryShare })).status).toBe(200)

    const during = await instance(NEW_KEY, [OLD_KEY])
    expect(await during.ask("/v1/session/wallet/recovery", token)).toEqual({ status: 200, body: { recoveryShare } })
    const keys = { current: recoveryKeyOf(NEW_KEY), previous: [recoveryKeyOf(OLD_KEY)] }
    expect(await resealRecoveryShares(database.db as unknown as AuthDb, keys)).toBe(1)

    const after = await instance(NEW_KEY)
    expect(await after.ask("/v1/session/wallet/recovery", token)).toEqual({ status: 200, body: { recoveryShare } })
    const oldOnly = await instance(OLD_KEY)
    expect((await oldOnly.ask("/v1/session/wallet/recovery", token)).status).toBe(500)
    expect(failures.map((error) => (error as Error).name)).toEqual(["RecoveryKeyInvalid"])
    for (const running of [before, during, after, oldOnly]) await running.service.close()
  })
})

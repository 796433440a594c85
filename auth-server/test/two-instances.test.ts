// Two instances of the auth service behind a load balancer, on one real PostgreSQL server: nothing
// one of them needs lives in the other's memory.
import { openDatabase, type Database } from "@gangway/database"
import { hasPostgresServer, type PostgresServer, startPostgresServer } from "@gangway/database/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { APP, mailbox, serviceOn } from "./helpers.js"

const available = hasPostgresServer()
const clock = { now: Date.now() }
const mails = mailbox()
let server: PostgresServer | undefined
const databases: Array<Database<unknown>> = []
let one: Awaited<ReturnType<typeof serviceOn>>
let two: Awaited<ReturnType<typeof serviceOn>>

beforeAll(async () => {
  if (!available) return
  server = await startPostgresServer()
  const url = await server.createDatabase("auth_shared")
  // Each instance opens its own pool and migrates at start, as two servers would.
  const [a, b] = await Promise.all([1, 2].map(() => openDatabase({ url, maxConnections: 4 })))
  databases.push(a!, b!)
  ;[one, two] = await Promise.all([serviceOn(a!, mails, clock), serviceOn(b!, mails, clock)])
}, 120_000)
afterAll(async () => {
  await Promise.all([one?.service.close(), two?.service.close()])
  await Promise.all(databases.map((database) => database.close()))
  await server?.stop()
})

describe.skipIf(!available)("two auth service instances on one PostgreSQL", () => {
  it("a login started on one is finished on the other: the link, the held wait, the code, the session", async () => {
    const email = "ada@example.com"
    const deviceId = "device-ada-1234"
    expect((await one.post("/v1/email/connect", { email, deviceId, ...APP })).body).toEqual({ action: "VERIFY_DEVICE" })
    // The frame waits on one while the person follows the mailed link, served by two.
    const waiting = one.post("/v1/device/wait", { email, deviceId })
    expect((await two.follow(mails.latestApprovalUrl(email)!)).status).toBe(200)
    expect((await waiting).body).toEqual({ approved: true })
    const verified = await two.post("/v1/otp/verify", { email, otp: mails.latestOtp(email), deviceId, ...APP })
    expect(verified.status).toBe(200)
    const token = verified.body.token as string
    expect((await one.getSession(token)).status).toBe(200)
    // The device is known to both now: the next login asks for the code only.
    expect((await two.signIn(email, deviceId)).action).toBe("VERIFY_OTP")
  })

  it("the 30 s cool-down holds across both, and only one of two logins asked at once goes through", async () => {
    const connect = (instance: typeof one) =>
      instance.post("/v1/email/connect", { email: "bob@example.com", deviceId: "device-bob-1234", ...APP })
    const sent = mails.mails.length
    const statuses = (await Promise.all([connect(one), connect(two)])).map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 429])
    expect(await connect(one)).toEqual({ status: 429, body: { message: "Please try again after 30 seconds" } })
    expect(mails.mails.length).toBe(sent + 1)
  })

  it("wrong codes count on both: the fifth, whichever instance gets it, voids the code", async () => {
    const email = "cy@example.com"
    const deviceId = "device-cy-1234"
    await one.signIn(email, deviceId)
    clock.now += 30_000
    await two.post("/v1/email/connect", { email, deviceId, ...APP })
    const right = mails.latestOtp(email)!
    const wrong = right === "000000" ? "111111" : "000000"
    const attempt = (instance: typeof one, otp: string) =>
      instance.post("/v1/otp/verify", { email, otp, deviceId, ...APP })
    const messages = []
    for (const instance of [one, two, one, two, one]) messages.push((await attempt(instance, wrong)).body.message)
    expect(messages).toEqual([
      "Wrong code: check the latest mail and try again (4 tries left)",
      "Wrong code: check the latest mail and try again (3 tries left)",
      "Wrong code: check the latest mail and try again (2 tries left)",
      "Wrong code: check the latest mail and try again (1 try left)",
      "Too many wrong codes: ask for a new code"
    ])
    expect((await attempt(two, right)).body.message).toBe("No code is waiting for this address: ask for a new code")
  })

  it("guesses sent at once to both get five tries between them, no more", async () => {
    const email = "dee@example.com"
    const deviceId = "device-dee-1234"
    await one.signIn(email, deviceId)
    clock.now += 30_000
    await one.post("/v1/email/connect", { email, deviceId, ...APP })
    const right = mails.latestOtp(email)!
    const guesses = Array.from({ length: 24 }, (_, at) => String((Number(right) + 1 + at) % 1_000_000).padStart(6, "0"))
    const answers = await Promise.all(
      guesses.map((otp, at) => (at % 2 === 0 ? one : two).post("/v1/otp/verify", { email, otp, deviceId, ...APP }))
    )
    const messages = answers.map((answer) => answer.body.message as string)
    expect(messages.filter((message) => message.startsWith("Wrong code:"))).toHaveLength(4)
    expect(messages).toContain("Too many wrong codes: ask for a new code")
    expect(
      messages.every((message) =>
        /^(Wrong code: check the latest mail and try again \(\d (try|tries) left\)|Too many wrong codes: ask for a new code|No code is waiting for this address: ask for a new code)$/.test(
          message
        )
      )
    ).toBe(true)
    expect((await two.post("/v1/otp/verify", { email, otp: right, deviceId, ...APP })).status).toBe(400)
  })

  it("a session signed out on one is refused by both", async () => {
    const { token } = await one.signIn("dee@example.com", "device-dee-1234")
    expect((await two.getSession(token)).status).toBe(200)
    await two.post("/v1/session/sign-out", {}, token)
    expect((await one.getSession(token)).status).toBe(401)
    expect((await two.getSession(token)).status).toBe(401)
  })
})

import { describe, expect, it } from "vitest"
import { StorageKeys } from "../../src/domain/storage-keys.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { mailReader, stateReaches, setUpAuthWorld } from "./auth-support.js"

const world = setUpAuthWorld()

const { nextWith, lastMailId } = mailReader(world)

describe("email login through the local auth site (frame: the site's own worker script)", () => {
  it("a new device: VERIFY_DEVICE, the mailed link opened, then the code, connected; the login cache written", async () => {
    const email = "ada@example.com"
    const storage = memoryBackend()
    const client = world.client({ device: "ada-laptop", storage })
    const before = await lastMailId(email)
    await client.auth.connectEmail(email)
    expect(client.getState().auth.step).toEqual({ kind: "email", email, action: "VERIFY_DEVICE" })
    expect(client.getState().router.view).toBe("EmailVerifyDevice")

    const link = await nextWith(email, before, "approvalUrl")
    expect((await fetch(link.value)).ok).toBe(true)
    await stateReaches(client, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
    expect(client.getState().router.view).toBe("EmailVerifyOtp")

    const code = await nextWith(email, link.id, "otp")
    await client.auth.submitOtp(code.value)
    const account = client.getState().chains.chains.eip155?.account
    expect(account?.status).toBe("connected")
    expect(account?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(client.getState().connection.activeConnectorIds.eip155).toBe("auth")
    expect(client.getState().auth.user?.email).toBe(email)
    expect(storage.getItem(StorageKeys.emailLoginUsed)).toBe("true")
    expect(storage.getItem(StorageKeys.email)).toBe(email)
    expect(Number(storage.getItem(StorageKeys.lastEmailLoginTime))).toBeGreaterThan(0)
    expect(storage.getItem(StorageKeys.lastUsedChain)).toBe("eip155")
    // The embedded wallet answers reads through the frame.
    expect(await client.request("eth_chainId")).toBe("0x7a69")
  })

  it("a returning device: the code only, the same wallet; a wrong code is refused and the right one still works", async () => {
    const email = "grace@example.com"
    const first = world.client({ device: "grace-laptop" })
    let after = await lastMailId(email)
    await first.auth.connectEmail(email)
    const link = await nextWith(email, after, "approvalUrl")
    await fetch(link.value)
    await stateReaches(first, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
    await first.auth.submitOtp((await nextWith(email, link.id, "otp")).value)
    const address = first.getState().chains.chains.eip155?.account.address
    await first.disconnect()
    await first.destroy()

    // Another page of the same browser (its own app storage: no cool-down carried over), past the
    // service's own 30 s cool-down for the address.
    world.advanceServiceClock(30_000)
    const again = world.client({ device: "grace-laptop" })
    after = await lastMailId(email)
    await again.auth.connectEmail(email)
    expect(again.getState().auth.step).toEqual({ kind: "email", email, action: "VERIFY_OTP" })
    const code = await nextWith(email, after, "otp")
    const wrong = code.value === "000000" ? "111111" : "000000"
    await expect(again.auth.submitOtp(wrong)).rejects.toMatchObject({
      _tag: "FrameErrorReply",
      message: expect.stringMatching(/^Wrong code/)
    })
    expect(again.getState().auth.error?.message).toMatch(/^Wrong code/)
    await again.auth.submitOtp(code.value)
    expect(again.getState().chains.chains.eip155?.account.address).toBe(address)
  })

  it("an expired code is refused with the service's message", async () => {
    const email = "katherine@example.com"
    const client = world.client({ device: "katherine-laptop" })
    const after = await lastMailId(email)
    await client.auth.connectEmail(email)
    const link = await nextWith(email, after, "approvalUrl")
    await fetch(link.value)
    await stateReaches(client, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
    const code = await nextWith(email, link.id, "otp")
    world.advanceServiceClock(11 * 60_000)
    await expect(client.auth.submitOtp(code.value)).rejects.toMatchObject({
      message: "This code has expired: ask for a new code"
    })
    expect(client.getState().chains.chains.eip155?.account.status).not.toBe("connected")
  })

  it("a second email login within 30 s is refused with the seconds left; nothing is sent", async () => {
    const email = "margaret@example.com"
    const client = world.client({ device: "margaret-laptop" })
    await client.auth.connectEmail(email)
    const mails = (await world.inbox.mails(email)).length
    await expect(client.auth.connectEmail(email)).rejects.toMatchObject({
      _tag: "CooldownActive",
      message: expect.stringMatching(/^Please try again after (30|29) seconds$/)
    })
    expect((await world.inbox.mails(email)).length).toBe(mails)
  })

  it("refuses an invalid email before anything reaches the frame", async () => {
    const client = world.client({ device: "nobody" })
    await expect(client.auth.connectEmail("ada@")).rejects.toMatchObject({ _tag: "InvalidInput" })
  })
})

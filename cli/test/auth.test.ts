// `gangway connect --email`, `account` and `disconnect`, in process, against the local chain and auth site:
// the frame's own worker script holds the wallet; the device link and the code come from the local inbox.
import { describe, expect, it } from "vitest"
import { setUpAuthWorld } from "./auth-world.js"
import { gangway } from "./in-process.js"

const { environment, site } = setUpAuthWorld()

describe("gangway connect --email", () => {
  it("connects a new device by the mailed link and code (--otp-from-inbox); account shows the email; disconnect signs out", async () => {
    const env = environment()
    const connect = await gangway(["connect", "--email", "ada@example.com", "--otp-from-inbox", "--json"], env)
    expect(connect.code, connect.stderr).toBe(0)
    const { address } = connect.json()
    expect(connect.json()).toMatchObject({
      connected: true,
      connector: { id: "auth" },
      user: { email: "ada@example.com" }
    })
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(connect.stderr).toContain("verify_device")

    // A later command finds the session through the frame again.
    const account = await gangway(["account"], env)
    expect(account.code, account.stderr).toBe(0)
    expect(account.stdout).toContain(`Account   ${address}`)
    expect(account.stdout).toContain("Email     ada@example.com")

    const disconnect = await gangway(["disconnect", "--json"], env)
    expect(disconnect.code, disconnect.stderr).toBe(0)
    expect(disconnect.json()).toMatchObject({ disconnected: true, address })
    const after = await gangway(["account", "--json"], env)
    expect(after.code).toBe(2)
    expect(after.json().error.tag).toBe("NoActiveCaipAddress")
  })

  it("needs a terminal for the code, or --otp-from-inbox: with --json and neither it is bad input, before any mail", async () => {
    const env = environment()
    const run = await gangway(["connect", "--email", "grace@example.com", "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json().error.tag).toBe("OtpRequired")
    expect(await (await fetch(`${site().inboxUrl}/api/mails?to=grace%40example.com`)).json()).toEqual([])
  })

  it("without the frame's URL it says how to give it", async () => {
    const { GANGWAY_AUTH_FRAME_URL: _unused, ...env } = environment()
    const run = await gangway(["connect", "--email", "ada@example.com", "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json().error).toMatchObject({ tag: "AuthNotConfigured" })
  })
})

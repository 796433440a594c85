import { describe, expect, it } from "vitest"
import { setUpAuthWorld } from "./auth-support.js"

// A project that allows one page only: the CLI's frame worker stands for http://localhost, which is not it.
const world = setUpAuthWorld({ projects: { "gangway-local": ["http://127.0.0.1:4000"] } })

describe("an app origin not on the project's allowlist", () => {
  it("gets 'Invalid App Configuration' (also a toast), and the modal goes back to Connect", async () => {
    const client = world.client({ device: "outsider" })
    await client.open()
    await expect(client.auth.connectEmail("ada@example.com")).rejects.toMatchObject({
      _tag: "InvalidAppConfiguration",
      message: "Invalid App Configuration"
    })
    expect(client.getState().toast).toMatchObject({ variant: "error", message: "Invalid App Configuration" })
    expect(client.getState().router.view).toBe("Connect")
    expect(await world.inbox.mails("ada@example.com")).toEqual([])
  })
})

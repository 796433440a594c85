// `gangway account --type smart|eoa`: the embedded wallet's EOA and its ERC-4337 smart account, against the
// local chain with the EntryPoint v0.7, the alto bundler and the auth site (the frame's own worker script).
import { describe, expect, it } from "vitest"
import { setUpAuthWorld } from "./auth-world.js"
import { gangway } from "./in-process.js"

const { environment } = setUpAuthWorld({ smartAccounts: true })

describe("gangway account --type", () => {
  it("switches the email login's wallet to its smart account and back; later commands keep the choice", async () => {
    const env = environment()
    const connect = await gangway(["connect", "--email", "tess@example.com", "--otp-from-inbox", "--json"], env)
    expect(connect.code, connect.stderr).toBe(0)
    const eoa = connect.json().address as string

    const shown = await gangway(["account", "--json"], env)
    expect(shown.json()).toMatchObject({ address: eoa, accountType: "eoa", smartAccountDeployed: false })
    const smart = (shown.json().accounts as Array<{ address: string; type: string }>).find(
      (item) => item.type === "smartAccount"
    )!.address
    expect(smart).not.toBe(eoa)

    const toSmart = await gangway(["account", "--type", "smart"], env)
    expect(toSmart.code, toSmart.stderr).toBe(0)
    expect(toSmart.stdout).toContain(`Account   ${smart}`)
    expect(toSmart.stdout).toContain("Type      smart account")
    expect(toSmart.stdout).toContain(`EOA            ${eoa}`)

    const later = await gangway(["account", "--json"], env)
    expect(later.json()).toMatchObject({ address: smart, accountType: "smartAccount" })

    const back = await gangway(["account", "--type", "eoa", "--json"], env)
    expect(back.json()).toMatchObject({ address: eoa, accountType: "eoa" })
  }, 60_000)

  it("--type with another value is bad input", async () => {
    const run = await gangway(["account", "--type", "contract", "--json"], environment())
    expect(run.code).toBe(2)
    expect(run.json().error.message).toBe("--type is smart or eoa, not 'contract'")
  })
})

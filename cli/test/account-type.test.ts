// `gangway account --type smart|eoa`: the embedded wallet's EOA and its ERC-4337 smart account, against the
// local chain with the EntryPoint v0.7, the alto bundler and the auth site (the frame's own worker script).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { deployAccountAbstraction, startAuthSite, startBundler, startChain, type AuthSite, type LocalBundler, type LocalChain } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { gangway } from "./in-process.js"

let chain: LocalChain
let bundler: LocalBundler
let site: AuthSite
const dirs: Array<string> = []
beforeAll(async () => {
  chain = await startChain()
  await deployAccountAbstraction(chain.rpcUrl)
  bundler = await startBundler(chain.rpcUrl)
  site = await startAuthSite({ rpcUrls: { "eip155:31337": chain.rpcUrl }, bundlerUrls: { "eip155:31337": bundler.url } })
}, 120_000)
afterAll(async () => {
  await site?.stop()
  await bundler?.stop()
  await chain?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const environment = () => {
  const stateDir = mkdtempSync(join(tmpdir(), "gangway-account-type-"))
  dirs.push(stateDir)
  return {
    GANGWAY_STATE_DIR: stateDir,
    GANGWAY_RPC_URL: chain.rpcUrl,
    GANGWAY_NETWORKS: "eip155:31337",
    GANGWAY_PROJECT_ID: "gangway-local",
    GANGWAY_AUTH_FRAME_URL: site.frameUrl,
    GANGWAY_INBOX_URL: site.inboxUrl
  }
}

describe("gangway account --type", () => {
  it("switches the email login's wallet to its smart account and back; later commands keep the choice", async () => {
    const env = environment()
    const connect = await gangway(["connect", "--email", "tess@example.com", "--otp-from-inbox", "--json"], env)
    expect(connect.code, connect.stderr).toBe(0)
    const eoa = connect.json().address as string

    const shown = await gangway(["account", "--json"], env)
    expect(shown.json()).toMatchObject({ address: eoa, accountType: "eoa", smartAccountDeployed: false })
    const smart = (shown.json().accounts as Array<{ address: string; type: string }>).find((item) => item.type === "smartAccount")!.address
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

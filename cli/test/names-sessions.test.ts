import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createTestWallet, startLocalWorld, type LocalWorld } from "@gangway/fixtures"
import { parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { gangway } from "./in-process.js"

let world: LocalWorld
const dirs: Array<string> = []

beforeAll(async () => {
  world = await startLocalWorld()
}, 60_000)
afterAll(async () => {
  await world?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh state dir, connected with a new key (no name yet, no sessions). */
const connectedEnv = async (privateKey = generatePrivateKey()) => {
  const dir = mkdtempSync(join(tmpdir(), "gangway-names-"))
  dirs.push(dir)
  const env = { GANGWAY_STATE_DIR: dir, GANGWAY_RPC_URL: world.chain.rpcUrl, GANGWAY_API_URL: world.api.url }
  const connect = await gangway(["connect", "--private-key", privateKey, "--json"], env)
  expect(connect.code, connect.stderr).toBe(0)
  return { env, address: privateKeyToAccount(privateKey).address, privateKey }
}
const label = () => `cli-${privateKeyToAccount(generatePrivateKey()).address.slice(2, 10).toLowerCase()}`

describe("gangway name, against the local world", { timeout: 60_000 }, () => {
  it("checks, registers and shows a name; a taken name and a broken rule exit 2 with their message", async () => {
    const { env, address } = await connectedEnv()
    const name = label()
    const before = await gangway(["name", "show", "--json"], env)
    expect(before.json()).toEqual({ address, name: null })
    const check = await gangway(["name", "check", name, "--json"], env)
    expect(check.json()).toMatchObject({ name: `${name}.reown.id`, available: true })
    const register = await gangway(["name", "register", name, "--json"], env)
    expect(register.code, register.stderr).toBe(0)
    expect(register.json()).toEqual({ name: `${name}.reown.id`, address })
    expect((await gangway(["name", "show", "--json"], env)).json()).toEqual({ address, name: `${name}.reown.id` })
    expect((await gangway(["account", "--json"], env)).json()).toMatchObject({ address, name: `${name}.reown.id` })
    expect((await gangway(["account"], env)).stdout).toContain(`Name      ${name}.reown.id`)
    expect((await gangway(["name", "check", name, "--json"], env)).json()).toMatchObject({ available: false })

    const other = await connectedEnv()
    const taken = await gangway(["name", "register", name, "--json"], other.env)
    expect([taken.code, taken.json().error.message]).toEqual([
      2,
      `${name}.reown.id is already registered: choose another name`
    ])
    const broken = await gangway(["name", "check", "abc-", "--json"], other.env)
    expect([broken.code, broken.json().error.message]).toEqual([2, "A name cannot start or end with a hyphen"])
  })
})

describe("gangway sessions, against the local world", { timeout: 60_000 }, () => {
  it("lists the sessions the wallet granted and revokes one with the account's signature", async () => {
    const { env, privateKey } = await connectedEnv()
    expect((await gangway(["sessions", "list", "--json"], env)).json()).toEqual({ sessions: [] })
    // The same account's wallet grants a dApp a permission (recorded with the data API).
    const wallet = createTestWallet({
      rpcUrl: world.chain.rpcUrl,
      privateKey,
      connected: true,
      permissionsRecord: { url: world.api.url, projectId: "cli" }
    })
    const signer = privateKeyToAccount(generatePrivateKey()).address
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const { context } = (await wallet.request({
      method: "wallet_grantPermissions",
      params: [
        {
          chainId: "0x7a69",
          expiry,
          signer: { type: "key", data: { type: "secp256k1", id: signer } },
          permissions: [
            {
              type: "erc20-token-transfer",
              data: { address: world.chain.contracts.gwt, allowance: `0x${parseUnits("5", 18).toString(16)}` },
              policies: []
            }
          ]
        }
      ]
    })) as { context: string }
    const listed = await gangway(["sessions", "list", "--json"], env)
    expect(listed.json()).toEqual({
      sessions: [
        {
          pci: context,
          status: "active",
          expiresAt: new Date(expiry * 1000).toISOString(),
          createdAt: expect.any(String),
          revokedAt: null,
          signer,
          permissions: [
            {
              type: "erc20-token-transfer",
              token: world.chain.contracts.gwt,
              allowance: parseUnits("5", 18).toString(),
              symbol: "GWT",
              decimals: 18
            }
          ]
        }
      ]
    })
    const revoke = await gangway(["sessions", "revoke", context, "--json"], env)
    expect(revoke.code, revoke.stderr).toBe(0)
    expect(revoke.json()).toMatchObject({ pci: context, status: "revoked", revokedAt: expect.any(String) })
    const text = (await gangway(["sessions", "list"], env)).stdout
    expect(text).toContain(`${context}  revoked`)
    expect(text).toContain(`allows up to 5 GWT; signer ${signer}`)
    const unknown = await gangway(["sessions", "revoke", "0x1234", "--json"], env)
    expect([unknown.code, unknown.json().error.tag]).toEqual([2, "SessionNotFound"])
  })
})

import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startLocalWorld, type LocalWorld } from "@gangway/fixtures"
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from "viem"
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

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "gangway-swap-"))
  dirs.push(dir)
  return dir
}

/** A fresh state dir, connected with test account `index`'s key. */
const connectedEnv = async (index: number) => {
  const env = { GANGWAY_STATE_DIR: tempDir(), GANGWAY_RPC_URL: world.chain.rpcUrl, GANGWAY_API_URL: world.api.url }
  const connect = await gangway(["connect", "--private-key", world.chain.accounts[index]!.privateKey, "--json"], env)
  expect(connect.code, connect.stderr).toBe(0)
  return env
}
const tokenOf = (token: Address, owner: Address) =>
  createPublicClient({ transport: http(world.chain.rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [owner]
  })

describe("gangway swap, against the local world", { timeout: 60_000 }, () => {
  it("swaps ETH for GWT with --yes --json: the preview event, then the result; the GWT arrives as quoted", async () => {
    const env = await connectedEnv(1)
    const me = world.chain.accounts[1]!.address
    const before = await tokenOf(world.chain.contracts.gwt, me)
    const run = await gangway(
      ["swap", "--from", "ETH", "--to", "GWT", "--amount", "1", "--slippage", "0.5", "--yes", "--json"],
      env
    )
    expect(run.code, run.stderr).toBe(0)
    const preview = JSON.parse(run.stderr.split("\n").find((line) => line.includes('"event":"swap_preview"'))!)
    expect(preview).toMatchObject({
      pay: "1",
      paySymbol: "ETH",
      receiveSymbol: "GWT",
      slippage: 0.5,
      approval: false,
      feeSymbol: "ETH"
    })
    const phases = run.stderr
      .split("\n")
      .filter((line) => line.includes('"event":"swap_phase"'))
      .map((line) => JSON.parse(line).phase)
    expect(phases).toEqual(["swapping", "confirming", "done"])
    const result = run.json()
    expect(result).toMatchObject({
      status: "success",
      approvalHash: null,
      from: { symbol: "ETH", amount: "1" },
      to: { symbol: "GWT", quoted: preview.receive },
      slippage: 0.5
    })
    expect((await tokenOf(world.chain.contracts.gwt, me)) - before).toBe(parseUnits(preview.receive, 18))
  })

  it("GWT for USDT approves the router first (approvalHash in the result)", async () => {
    const env = await connectedEnv(2)
    const run = await gangway(["swap", "--from", "gwt", "--to", "usdt", "--amount", "3", "--yes", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().approvalHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it("refuses without --yes off a terminal, an unknown token or a pair with no pool (exit 2), and more than the balance (exit 1)", async () => {
    const env = await connectedEnv(3)
    const noYes = await gangway(["swap", "--from", "ETH", "--to", "GWT", "--amount", "1", "--json"], env)
    expect([noYes.code, noYes.json().error.tag]).toEqual([2, "ConfirmationRequired"])
    const unknown = await gangway(["swap", "--from", "ETH", "--to", "DOGE", "--amount", "1", "--yes", "--json"], env)
    expect([unknown.code, unknown.json().error.tag]).toEqual([2, "SwapTokenUnknown"])
    const noPool = await gangway(["swap", "--from", "ETH", "--to", "USDT", "--amount", "1", "--yes", "--json"], env)
    expect([noPool.code, noPool.json().error.message]).toEqual([
      2,
      "No quote for ETH to USDT: choose another pair or amount"
    ])
    const tooMuch = await gangway(["swap", "--from", "GWT", "--to", "ETH", "--amount", "20000", "--yes", "--json"], env)
    expect([tooMuch.code, tooMuch.json().error.tag]).toEqual([1, "SwapBalanceTooLow"])
    expect(tooMuch.json().error.message).toBe(
      "Not enough GWT: the swap pays 20000 GWT, the account holds 10000 GWT. Swap less or add funds"
    )
  })

  it("a `swap` step in `gangway run`, its hash as $lastSend for history", async () => {
    const env = {
      GANGWAY_STATE_DIR: tempDir(),
      GANGWAY_RPC_URL: world.chain.rpcUrl,
      GANGWAY_API_URL: world.api.url,
      GANGWAY_PRIVATE_KEY: world.chain.accounts[4]!.privateKey
    }
    const path = join(tempDir(), "swap.yaml")
    writeFileSync(
      path,
      [
        "steps:",
        '  - { step: connect, privateKey: "${GANGWAY_PRIVATE_KEY}" }',
        '  - { step: swap, from: ETH, to: GWT, amount: "0.5", slippage: 0.5 }',
        "  - { step: history, expect: { historyContains: { hash: $lastSend, symbol: GWT } } }",
        '  - { step: swap, from: ETH, to: USDT, amount: "1", expectError: SwapPairUnsupported }'
      ].join("\n")
    )
    const run = await gangway(["run", path, "--json"], env)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.json()).toMatchObject({ passed: 4, failed: 0, notRun: 0 })
    expect(run.json().steps[1].detail).toMatch(/^0\.5 ETH for about [\d.]+ GWT: 0x[0-9a-f]{64}$/)
  })
})

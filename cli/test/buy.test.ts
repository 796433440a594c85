import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PassThrough } from "node:stream"
import { startLocalWorld, TEST_CARDS, type LocalWorld } from "@gangway/fixtures"
import { createPublicClient, erc20Abi, http, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Io } from "../src/io.js"
import { main } from "../src/main.js"
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

/** A fresh state dir, connected with test account `index`'s key. */
const connectedEnv = async (index: number) => {
  const stateDir = mkdtempSync(join(tmpdir(), "gangway-buy-"))
  dirs.push(stateDir)
  const env = { GANGWAY_STATE_DIR: stateDir, GANGWAY_RPC_URL: world.chain.rpcUrl, GANGWAY_API_URL: world.api.url }
  const connect = await gangway(["connect", "--private-key", world.chain.accounts[index]!.privateKey, "--json"], env)
  expect(connect.code, connect.stderr).toBe(0)
  return env
}

const usdcOf = (address: Address) =>
  createPublicClient({ transport: http(world.chain.rpcUrl) }).readContract({
    address: world.onramp.treasury.usdc,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address]
  })

/**
 * `gangway argv…` in this process, and the provider URL it prints (its `buy_url` event) as soon
 * as it prints it, while the command goes on waiting.
 */
const startBuying = (argv: ReadonlyArray<string>, env: Record<string, string>) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
  const url = new Promise<string>((resolve, reject) => {
    stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString()
      const line = err.split("\n").find((text) => text.includes('"event":"buy_url"'))
      if (line !== undefined) resolve(JSON.parse(line).url)
    })
    stderr.on("end", () => reject(new Error(`no buy_url event:\n${err}`)))
  })
  const io: Io = {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    stdin: new PassThrough() as unknown as NodeJS.ReadStream,
    env
  }
  const done = main(argv, io).then(async (code) => {
    await new Promise((resolve) => setImmediate(resolve))
    return { code, json: () => JSON.parse(out), stderr: () => err }
  })
  return { url, done }
}

/** Pays on the provider's page with a test card, as a person would fill its form. */
const payByCard = async (pageUrl: string, number: string) => {
  const html = await (await fetch(pageUrl)).text()
  const order = /name="order" value="([^"]*)"/.exec(html)![1]!.replaceAll("&amp;", "&")
  const amount = /name="amount"[^>]*value="([^"]*)"/.exec(html)![1]!
  return fetch(new URL("/buy", pageUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      order,
      amount,
      method: "card",
      cardNumber: number,
      cardExpiry: "12/39",
      cardCvc: "123"
    })
  })
}

describe("gangway buy", () => {
  it("prints the quote and the provider's page for the wallet", async () => {
    const env = await connectedEnv(8)
    const run = await gangway(["buy", "--amount", "50", "--currency", "USD", "--token", "USDC", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    const result = run.json()
    expect(result).toMatchObject({
      address: world.chain.accounts[8]!.address,
      network: { caipNetworkId: "eip155:31337" },
      asset: { symbol: "USDC", address: world.onramp.treasury.usdc },
      method: "card",
      status: "open",
      quote: {
        estimate: false,
        pay: { amount: "50.00", currency: "USD" },
        providerFee: { amount: "0.75" },
        networkFee: { amount: "0.50" },
        receive: { amount: "48.750000", currency: "USDC" }
      }
    })
    expect(result.url.startsWith(`${world.onramp.buyUrl}?`)).toBe(true)
    const text = await gangway(["buy", "--amount", "50"], env)
    expect(text.stderr).toContain("You receive   48.750000 USDC")
    expect(text.stdout).toContain(world.onramp.buyUrl)
  })

  it("refuses an amount outside the method's limits (exit 2), naming them", async () => {
    const env = await connectedEnv(8)
    const card = await gangway(["buy", "--amount", "7500.01", "--json"], env)
    expect(card.code).toBe(2)
    expect(card.json()).toEqual({
      error: { tag: "OnrampAmountOutOfRange", message: "Amount must be between 10.00 and 7500.00" }
    })
    expect((await gangway(["buy", "--amount", "7500.01", "--method", "bank", "--json"], env)).code).toBe(0)
  })

  it("--wait waits until the purchase paid on the provider's page arrives", async () => {
    const env = await connectedEnv(9)
    const buying = startBuying(["buy", "--amount", "50", "--wait", "--json"], env)
    const paid = await payByCard(await buying.url, TEST_CARDS.pays)
    expect(paid.status).toBe(200)
    const run = await buying.done
    expect(run.code, run.stderr()).toBe(0)
    expect(run.json()).toMatchObject({ status: "completed", received: { amount: "48.75", symbol: "USDC" } })
    expect(await usdcOf(world.chain.accounts[9]!.address)).toBe(48_750_000n)
  })

  it("--wait fails (exit 1) when the card is declined", async () => {
    const env = await connectedEnv(7)
    const buying = startBuying(["buy", "--amount", "20", "--wait", "--json"], env)
    expect((await payByCard(await buying.url, TEST_CARDS.declines)).status).toBe(402)
    const run = await buying.done
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({ tag: "OnrampPurchaseFailed" })
    expect(await usdcOf(world.chain.accounts[7]!.address)).toBe(0n)
  })
})

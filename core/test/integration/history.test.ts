// Transaction history against the local world: real transactions on anvil, paged 20 at a
// time by the chain-backed data API.
import { createLocalSigner } from "@gangway/fixtures"
import { Effect } from "effect"
import { parseEther } from "viem"
import { beforeAll, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { History } from "../../src/controllers/history.js"
import { localChain } from "../../src/domain/networks.js"
import { localTimeZone, yearMonthIn, type Transaction } from "../../src/domain/transaction.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

// A second, real chain (31338) that the data API does not serve.
const world = setUpLocalWorld({ api: true, chainIds: [31337, 31338] })
const SENDER = 8
const FIRST_MONTH = 13
const SECOND_MONTH = 12

const rpc = (method: string, params: ReadonlyArray<unknown>) =>
  fetch(world.chain.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })
  })

const sendMany = async (count: number) => {
  const signer = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[SENDER]!.privateKey })
  for (let i = 0; i < count; i++) {
    const hash = await signer.walletClient.sendTransaction({
      to: world.chain.accounts[9]!.address,
      value: parseEther("0.001")
    })
    await signer.publicClient.waitForTransactionReceipt({ hash })
  }
}

beforeAll(async () => {
  await sendMany(FIRST_MONTH)
  // 40 days later: the next transactions fall in another month.
  await rpc("evm_increaseTime", [40 * 24 * 60 * 60])
  await sendMany(SECOND_MONTH)
})

const make = (accountIndex = SENDER) =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      projectId: "gangway-tests",
      apiUrls: world.apiUrls(),
      storage: "memory",
      platform: desktop,
      localSigner: { privateKey: world.chain.accounts[accountIndex]!.privateKey }
    })
  )

// The groups are the visitor's (the runtime's time zone) months.
const monthKey = (transaction: Transaction) => {
  const { year, month } = yearMonthIn(Date.parse(transaction.metadata.minedAt), localTimeZone())
  return `${year}-${String(month + 1).padStart(2, "0")}`
}

describe("transaction history (SPEC §3, §4, §7)", () => {
  it("can't be fetched without an account", async () => {
    await expect(make().fetchTransactions()).rejects.toMatchObject({
      _tag: "TransactionsRequireAccount",
      message: "Transactions can't be fetched without an accountAddress"
    })
  })

  it("pages 20 at a time with the cursor, then the rest; grouped by year and month, newest first", async () => {
    const client = make()
    await client.connect("local-signer")
    const statuses: Array<string> = []
    client.subscribe(
      (state) => state.history.status,
      (status) => statuses.push(status)
    )

    const first = await client.fetchTransactions()
    expect(first.transactions).toHaveLength(20)
    expect(first.next).toBeTypeOf("string")
    expect(first.status).toBe("filled")

    const all = await client.loadMoreTransactions()
    expect(statuses).toEqual(["loading", "filled", "loading", "filled"])
    expect(all.next).toBeUndefined()
    const sends = all.transactions.filter((item) => item.metadata.operationType === "send")
    expect(sends).toHaveLength(FIRST_MONTH + SECOND_MONTH)
    expect(new Set(all.transactions.map((item) => item.id)).size).toBe(all.transactions.length)
    const times = all.transactions.map((item) => Date.parse(item.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    expect(all.groups.length).toBeGreaterThanOrEqual(2)
    const [newest, older] = all.groups
    expect(newest!.transactions.filter((item) => item.metadata.operationType === "send")).toHaveLength(SECOND_MONTH)
    expect(newest!.year * 12 + newest!.month).toBeGreaterThan(older!.year * 12 + older!.month)
    for (const group of all.groups) {
      const key = `${group.year}-${String(group.month + 1).padStart(2, "0")}`
      expect(group.transactions.every((item) => monthKey(item) === key)).toBe(true)
    }
    expect(all.groups.flatMap((group) => group.transactions)).toEqual(all.transactions)

    // After the last page, loading more asks nothing and changes nothing.
    expect(await client.loadMoreTransactions()).toBe(client.getState().history)
  })

  it("only the active chain is shown: another network's list is empty", async () => {
    // A real transaction on the second chain, which the data API does not serve.
    const second = world.chainOf(31338)
    const elsewhere = createLocalSigner({
      rpcUrl: second.rpcUrl,
      chain: second.chain,
      privateKey: world.chain.accounts[SENDER]!.privateKey
    })
    const onSecondChain = await elsewhere.walletClient.sendTransaction({
      to: world.chain.accounts[9]!.address,
      value: parseEther("0.001")
    })
    await elsewhere.publicClient.waitForTransactionReceipt({ hash: onSecondChain })
    const client = make()
    await client.connect("local-signer")
    let before = await client.fetchTransactions()
    while (before.next !== undefined) before = await client.loadMoreTransactions()
    await client.switchNetwork("eip155:31338")
    expect(client.getState().history).toMatchObject({ status: "idle", transactions: [] })
    const other = await client.fetchTransactions()
    expect(other).toMatchObject({ status: "empty", transactions: [], groups: [], next: undefined })
    await client.switchNetwork("eip155:31337")
    let first = await client.fetchTransactions()
    while (first.next !== undefined) first = await client.loadMoreTransactions()
    expect(first.transactions).toHaveLength(before.transactions.length)
    expect(first.transactions.every((transaction) => transaction.metadata.chain === "eip155:31337")).toBe(true)
    expect(first.transactions.some((transaction) => transaction.metadata.hash === onSecondChain)).toBe(false)
  })

  it("a failed fetch: 'Failed to fetch transactions', empty, cursor cleared", async () => {
    const client = make()
    await client.connect("local-signer")
    await client.fetchTransactions()
    expect(client.getState().history.next).toBeTypeOf("string")
    world.api.failNext("/v1/account/:address/history", 400, 1)
    await expect(client.loadMoreTransactions()).rejects.toMatchObject({
      _tag: "TransactionsFetchFailed",
      message: "Failed to fetch transactions"
    })
    expect(client.getState().history).toMatchObject({ status: "failed", transactions: [], groups: [], next: undefined })
    expect(client.getState().toast).toMatchObject({ variant: "error", message: "Failed to fetch transactions" })
  })

  it("pending transactions are kept until mined, at most 99", async () => {
    const client = make()
    await client.connect("local-signer")
    const from = world.chain.accounts[SENDER]!.address
    const pending = (n: number): Transaction => ({
      id: `0x${n.toString(16).padStart(64, "0")}`,
      metadata: {
        operationType: "send",
        hash: `0x${n.toString(16).padStart(64, "0")}`,
        minedAt: new Date(Date.UTC(2030, 0, 1, 0, 0, n)).toISOString(),
        sentFrom: from,
        sentTo: from,
        status: "pending",
        chain: "eip155:31337"
      },
      transfers: []
    })
    const history = client.runtime.runSync(History)
    for (let n = 1; n <= 100; n++) client.runtime.runSync(history.addPending(pending(n)))
    const state = client.getState().history
    expect(state.pending).toHaveLength(99)
    expect(state.pending[0]?.id).toBe(pending(100).id)
    expect(state.pending.some((item) => item.id === pending(1).id)).toBe(false)
    // Shown with the listed transactions, newest first.
    expect(state.groups[0]?.transactions[0]?.id).toBe(pending(100).id)
    await client.runtime.runPromise(Effect.asVoid(history.settle(pending(100).id)))
    expect(client.getState().history.pending).toHaveLength(98)
  })
})

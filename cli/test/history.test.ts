import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HISTORY_MAX_PAGES } from "../src/commands/history.js"
import { gangway, startStub, stubEvmRpc, tempDirs, TEST_ADDRESS, TEST_KEY, type Stub } from "./in-process.js"

/** A native transfer as the data API lists it: its addresses in lower case. */
const transaction = (n: number) => ({
  id: `tx-${n}`,
  metadata: {
    operationType: "send",
    hash: `0x${n.toString(16).padStart(64, "0")}`,
    minedAt: "2026-11-23T11:38:56.000Z",
    sentFrom: TEST_ADDRESS.toLowerCase(),
    sentTo: "0x90f79bf6eb2c4f870365e785982e1f101e93b906",
    status: "confirmed",
    chain: "eip155:31337"
  },
  transfers: [{ direction: "out", quantity: { numeric: "0.25" }, fungible_info: { symbol: "ETH" } }]
})

type Page = { data: Array<unknown>; next: string | null }

const dirs = tempDirs()
let rpc: Stub
/** What the data API's history answers for a cursor (undefined: the first page). */
let pages: (cursor: string | undefined) => Page = () => ({ data: [], next: null })
let api: Stub
let env: Record<string, string>

beforeAll(async () => {
  rpc = await stubEvmRpc()
  api = await startStub(({ url }) => {
    if (url.pathname === "/v1/supported-chains") return { body: { http: ["eip155:31337"], ws: [] } }
    if (url.pathname.endsWith("/history")) return { body: pages(url.searchParams.get("cursor") ?? undefined) }
    return { status: 404, body: { message: "not here" } }
  })
  env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: api.url }
  const connect = await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)
  expect(connect.code, connect.stdout + connect.stderr).toBe(0)
})
afterAll(async () => {
  await Promise.all([rpc?.close(), api?.close()])
  dirs.cleanup()
})

const historyRequests = () => api.requests.filter((request) => request.url.pathname.endsWith("/history")).length

describe("gangway history against a data API that never ends", () => {
  it("--limit: an empty page that still has a `next` stops the reading, and says why", async () => {
    pages = (cursor) =>
      cursor === undefined ? { data: [transaction(1)], next: "c1" } : { data: [], next: `${cursor}+` }
    const before = historyRequests()
    const run = await gangway(["history", "--limit", "5", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().groups[0].transactions).toHaveLength(1)
    expect(run.json().stoppedEarly).toEqual({
      reason: "emptyPage",
      message: "the data API sent an empty page that names a `next` page; stopped after 2 pages"
    })
    expect(run.json().next).toBe("c1+")
    expect(historyRequests() - before).toBe(2)
    // For a person: the note on stderr.
    const text = await gangway(["history", "--limit", "5"], env)
    expect(text.code).toBe(0)
    expect(text.stderr).toContain("History stopped early: the data API sent an empty page")
  })

  it("--limit: the same cursor again (one repeated page) stops, with no `next` to follow", async () => {
    pages = () => ({ data: [transaction(1)], next: "again" })
    const before = historyRequests()
    const run = await gangway(["history", "--limit", "5", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().stoppedEarly).toEqual({
      reason: "repeatedCursor",
      message: "the data API sent a `next` cursor it had sent before (again); stopped after 2 pages"
    })
    expect(run.json().next).toBeNull()
    expect(historyRequests() - before).toBe(2)
  })

  it("--limit: a page of transactions already listed, under a fresh cursor, stops", async () => {
    pages = (cursor) => ({ data: [transaction(1)], next: `${cursor ?? "c"}+` })
    const run = await gangway(["history", "--limit", "5", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().stoppedEarly).toMatchObject({ reason: "repeatedPage" })
    expect(run.json().groups[0].transactions).toHaveLength(1)
  })

  it(`--limit: new transactions on every page stop at ${HISTORY_MAX_PAGES} pages`, async () => {
    pages = (cursor) => {
      const n = cursor === undefined ? 0 : Number(cursor)
      return { data: [transaction(n + 1)], next: String(n + 1) }
    }
    const before = historyRequests()
    const run = await gangway(["history", "--limit", "100000", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().stoppedEarly).toMatchObject({ reason: "pageCap" })
    expect(historyRequests() - before).toBe(HISTORY_MAX_PAGES)
    expect(run.json().next).toBe(String(HISTORY_MAX_PAGES))
  })

  it("--cursor: the same rules", async () => {
    pages = (cursor) => ({ data: cursor === "start" ? [transaction(7)] : [], next: `${cursor}+` })
    const run = await gangway(["history", "--cursor", "start", "--limit", "3", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().stoppedEarly).toMatchObject({ reason: "emptyPage" })
    pages = () => ({ data: [transaction(8)], next: "start" })
    const repeated = await gangway(["history", "--cursor", "start", "--limit", "3", "--json"], env)
    expect(repeated.json().stoppedEarly).toMatchObject({ reason: "repeatedCursor" })
  })

  it("a history that ends is not 'stopped early'", async () => {
    pages = (cursor) =>
      cursor === undefined ? { data: [transaction(1)], next: "c1" } : { data: [transaction(2)], next: null }
    const run = await gangway(["history", "--limit", "5", "--json"], env)
    expect(run.json()).toMatchObject({ stoppedEarly: null, next: null })
    expect(run.json().groups[0].transactions).toHaveLength(2)
  })
})

describe("gangway history --limit", () => {
  it("a limit too large to count to (Infinity as a Number) is a usage error", async () => {
    const limit = "9".repeat(400)
    const run = await gangway(["history", "--limit", limit, "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json().error).toEqual({
      tag: "UsageError",
      message: `Invalid limit: ${limit} is more than 9007199254740991`
    })
  })
})

describe("gangway history: addresses", () => {
  it("an EVM native transfer listed in lower case is shown in EIP-55 form", async () => {
    pages = () => ({ data: [transaction(1)], next: null })
    const run = await gangway(["history", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json().groups[0].transactions[0]).toMatchObject({
      sentFrom: TEST_ADDRESS,
      sentTo: "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
    })
    const text = await gangway(["history"], env)
    expect(text.stdout).toContain("to 0x90F7…b906")
  })
})

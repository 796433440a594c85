import { SEND_CONFIRMATION_WAIT_MS } from "@gangway/core"
import { startChain, startDataApiServer, type DataApiServer, type LocalChain } from "@gangway/fixtures"
import { createPublicClient, http, parseEther, type Address } from "viem"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { startHostileEvmRpc, type HostileEvmRpc } from "../../core/test/hostile-evm-rpc.js"
import { ExitCode } from "../src/exit-codes.js"
import { gangway, tempDirs, TEST_KEY } from "./in-process.js"

// `gangway send --yes` whose receipt never comes: it stops waiting after SEND_CONFIRMATION_WAIT_MS
// (on vitest's fake timers) and says "sent, not yet confirmed" with the hash, exit 3. The chain is
// a real anvil behind a loopback JSON-RPC server that answers every receipt request with null.
const dirs = tempDirs()
const STEP_MS = 2_000
let chain: LocalChain
let api: DataApiServer
let rpc: HostileEvmRpc | undefined

beforeAll(async () => {
  chain = await startChain({ accounts: 3 })
  // The data API of the local world (gas price, balances), reading the chain directly.
  api = await startDataApiServer({ rpcUrl: chain.rpcUrl, contracts: chain.contracts })
}, 60_000)
afterEach(async () => {
  vi.useRealTimers()
  await rpc?.close()
  rpc = undefined
})
afterAll(async () => {
  await api?.stop()
  await chain?.stop()
  dirs.cleanup()
})

describe("gangway send when the receipt never comes", () => {
  it("exits 3 after the bounded wait with status 'unconfirmed' and the hash; the transfer is on chain", async () => {
    rpc = await startHostileEvmRpc(
      (method) => (method === "eth_getTransactionReceipt" ? { result: null } : undefined),
      chain.rpcUrl
    )
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: api.url }
    const connect = await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)
    expect(connect.code, connect.stdout + connect.stderr).toBe(0)
    const receiver = chain.accounts[2]!.address as Address
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await reader.getBalance({ address: receiver })

    // From here the CLI's timers are fake, moving with real time and jumped ahead by the test.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true
    })
    const running = gangway(["send", "--to", receiver, "--amount", "0.5", "--yes", "--json"], env)
    await vi.waitFor(() => expect(rpc!.methods).toContain("eth_getTransactionReceipt"), { timeout: 20_000 })
    // The bounded wait, in steps shorter than an RPC time-out, each once the node has answered.
    for (let waited = 0; waited < SEND_CONFIRMATION_WAIT_MS; waited += STEP_MS) {
      await vi.advanceTimersByTimeAsync(STEP_MS)
      await rpc.idle()
    }
    const run = await running
    vi.useRealTimers()

    expect(run.code, run.stdout + run.stderr).toBe(ExitCode.sentUnconfirmed)
    expect(ExitCode.sentUnconfirmed).toBe(3)
    const result = run.json()
    expect(result).toMatchObject({
      status: "unconfirmed",
      amount: "0.5",
      to: receiver,
      token: { symbol: "ETH", address: null },
      explorerUrl: null
    })
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/)
    const phases = run.stderr
      .split("\n")
      .filter((line) => line.includes('"send_phase"'))
      .map((line) => JSON.parse(line).phase)
    expect(phases.filter((phase, index) => phase !== phases[index - 1])).toEqual([
      "preparing",
      "signing",
      "pending",
      "unconfirmed"
    ])
    // It was sent: anvil mined it (only its receipt was held back).
    expect(await reader.getBalance({ address: receiver })).toBe(before + parseEther("0.5"))
  }, 120_000)
})

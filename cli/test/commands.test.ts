import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPortUrl, gangway, stubEvmRpc, tempDirs, type Stub } from "./in-process.js"

// In-process (no spawn): commands against stub services on loopback, or none.
const dirs = tempDirs()
let rpc: Stub
let nowhere: string

beforeAll(async () => {
  rpc = await stubEvmRpc(12_345n * 10n ** 15n)
  nowhere = await closedPortUrl()
})
afterAll(async () => {
  await rpc?.close()
  dirs.cleanup()
})

const NO_SESSION_HINT =
  "Connect first: gangway connect --private-key <hex> (a local key), or gangway connect (WalletConnect); see gangway connect --help"

describe("errors say what to do next", () => {
  it("no session: --json carries the hint that the terminal shows", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    const run = await gangway(["account", "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json()).toEqual({ error: { tag: "NoActiveCaipAddress", message: "No ActiveCaipAddress found", hint: NO_SESSION_HINT } })
    const text = await gangway(["account"], env)
    expect(text.stderr).toBe(`Error: No ActiveCaipAddress found\n${NO_SESSION_HINT}\n`)
  })
})


import { existsSync } from "node:fs"
import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { getBase58Decoder } from "@solana/kit"
import { connectWalletConnect } from "../src/commands/connect.js"
import type { Session } from "../src/gangway.js"
import { Output } from "../src/output.js"
import { resolveSettings } from "../src/settings.js"
import { RPC_PROBE_TIMEOUT_MS } from "../src/rpc-probe.js"
import {
  closedPortUrl,
  gangway,
  memoryIo,
  startStub,
  stubEvmRpc,
  tempDirs,
  TEST_ADDRESS,
  TEST_KEY,
  type Stub
} from "./in-process.js"

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
    expect(run.json()).toEqual({
      error: { tag: "NoActiveCaipAddress", message: "No ActiveCaipAddress found", hint: NO_SESSION_HINT }
    })
    const text = await gangway(["account"], env)
    expect(text.stderr).toBe(`Error: No ActiveCaipAddress found\n${NO_SESSION_HINT}\n`)
  })
})

describe("gangway balance without the data API", () => {
  it("prints the native balance from the chain and says the token list is unavailable: exit 0", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    expect((await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)).code).toBe(0)
    const run = await gangway(["balance", "--json"], env)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.json()).toMatchObject({
      address: TEST_ADDRESS,
      network: { caipNetworkId: "eip155:31337" },
      balances: [{ symbol: "ETH", address: null, decimals: 18, quantity: "12.345" }],
      tokensUnavailable: {
        tag: "TokenBalanceUnavailable",
        message: "Token Balance Unavailable",
        reason: "The blockchain API could not be reached (GET /v1/supported-chains)"
      }
    })
    expect(run.json().balances).toHaveLength(1)
    const text = await gangway(["balance"], env)
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/12\.345 ETH/)
    expect(text.stdout).toContain("Tokens: unavailable (Token Balance Unavailable: ")
    // The native token can still be asked for; a token cannot be told apart from none.
    expect((await gangway(["balance", "--token", "eth", "--json"], env)).json().balances).toEqual([
      expect.objectContaining({ symbol: "ETH" })
    ])
    const token = await gangway(["balance", "--token", "GWT", "--json"], env)
    expect(token.code).toBe(1)
    expect(token.json().error).toMatchObject({ tag: "TokenBalanceUnavailable", message: "Token Balance Unavailable" })
  })
})

/** A Solana keypair's 64 bytes (seed, then public key) in base58, as wallets export it. */
const solanaSecretKey = () => {
  const { privateKey } = generateKeyPairSync("ed25519")
  const seed = privateKey.export({ format: "der", type: "pkcs8" }).subarray(-32)
  const { x } = createPublicKey(createPrivateKey(privateKey.export({ format: "pem", type: "pkcs8" }))).export({
    format: "jwk"
  })
  return getBase58Decoder().decode(Uint8Array.from([...seed, ...Buffer.from(x ?? "", "base64url")]))
}

describe("a chain RPC that does not answer", () => {
  it("connect --private-key says so (exit 1) and does not claim or keep a connection", async () => {
    const stateDir = dirs.make()
    const env = { GANGWAY_STATE_DIR: stateDir, GANGWAY_RPC_URL: nowhere, GANGWAY_API_URL: nowhere }
    const run = await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "RpcUnreachable",
      message: `The chain RPC at ${nowhere} does not answer`
    })
    expect(run.json().error.hint).toContain("gangway dev")
    expect(existsSync(join(stateDir, "local-signer.json"))).toBe(false)
    const text = await gangway(["connect", "--private-key", TEST_KEY], env)
    expect(text.code).toBe(1)
    expect(text.stdout).not.toContain("Connected")
    expect(text.stderr).toContain(`Error: The chain RPC at ${nowhere} does not answer`)
    // Nothing was connected: there is no account.
    expect((await gangway(["account", "--json"], env)).json().error.tag).toBe("NoActiveCaipAddress")
  })

  it("balance after the node went away says so instead of an empty balance", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    expect((await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)).code).toBe(0)
    const run = await gangway(["balance", "--json"], { ...env, GANGWAY_RPC_URL: nowhere })
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "RpcUnreachable",
      message: `The chain RPC at ${nowhere} does not answer`
    })
  })

  it("a Solana keypair against a cluster that does not answer (getHealth)", async () => {
    const stateDir = dirs.make()
    const env = { GANGWAY_STATE_DIR: stateDir, GANGWAY_SOLANA_RPC_URL: nowhere, GANGWAY_API_URL: nowhere }
    const run = await gangway(["connect", "--secret-key", solanaSecretKey(), "--json"], env)
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "RpcUnreachable",
      message: `The chain RPC at ${nowhere} does not answer`
    })
    expect(run.json().error.hint).toContain("--solana-rpc-url")
    expect(existsSync(join(stateDir, "local-signer.json"))).toBe(false)
  })

  it("an RPC that swallows the question gives up after RPC_PROBE_TIMEOUT_MS; a node of another chain is named", async () => {
    const silent = await startStub(() => new Promise<never>(() => {}))
    const other = await startStub(({ body }) => ({ body: { jsonrpc: "2.0", id: body.id, result: "0x1" } }))
    try {
      const started = Date.now()
      const run = await gangway(["connect", "--private-key", TEST_KEY, "--json"], {
        GANGWAY_STATE_DIR: dirs.make(),
        GANGWAY_RPC_URL: silent.url
      })
      expect(run.json().error).toMatchObject({ tag: "RpcUnreachable" })
      expect(run.json().error.hint).toContain(`no answer within ${RPC_PROBE_TIMEOUT_MS / 1000} s`)
      expect(Date.now() - started).toBeLessThan(RPC_PROBE_TIMEOUT_MS + 5_000)
      const wrong = await gangway(["connect", "--private-key", TEST_KEY, "--json"], {
        GANGWAY_STATE_DIR: dirs.make(),
        GANGWAY_RPC_URL: other.url
      })
      expect(wrong.code).toBe(1)
      expect(wrong.json().error).toMatchObject({
        tag: "RpcWrongChain",
        message: `The chain RPC at ${other.url} serves chain 1, not Gangway Local (eip155:31337)`
      })
    } finally {
      await Promise.all([silent.close(), other.close()])
    }
  })
})

describe("connect over WalletConnect at a terminal", () => {
  it("prints the pairing URI on one line, however narrow the terminal (copied, it still pairs)", async () => {
    const uri = `wc:${"7f6e504bfad60b48".repeat(4)}@2?relay-protocol=irn&symKey=${"587d5484ce2a2a6e".repeat(4)}`
    const { io, out } = memoryIo({})
    Object.assign(io.stdout, { isTTY: true, columns: 40, rows: 40 })
    const ctx = { io, output: new Output(io, false), settings: resolveSettings({ stateDir: dirs.make() }, {}) }
    let finish: () => void = () => {}
    // A client whose pairing shows `uri`, and whose wallet connects once the screen is up.
    const client = {
      subscribe: (_select: unknown, listener: (state: { uri: string; expiry: number }) => void) => {
        listener({ uri, expiry: Date.now() + 240_000 })
        return () => {}
      },
      connection: { connect: () => new Promise<void>((resolve) => (finish = resolve)) }
    }
    const connecting = connectWalletConnect(ctx, { client } as unknown as Session, undefined)
    await vi.waitFor(() => expect(out().split("\n")).toContain(uri), { timeout: 10_000 })
    finish()
    await connecting
    expect(uri.length).toBeGreaterThan(40)
    expect(out().split("\n")).toContain(uri)
    expect(out()).toContain("Expires in 4:00")
  })
})

describe("connect --account-index", () => {
  const mnemonic = "test test test test test test test test test test test junk"
  it("beyond the BIP-32 non-hardened range (2^31 and up) is refused with its own message, not 'Invalid mnemonic'", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    for (const index of ["2147483648", "4294967295", "99999999999999999999999"]) {
      const run = await gangway(["connect", "--mnemonic", mnemonic, "--account-index", index, "--json"], env)
      expect({ index, code: run.code, error: run.json().error }).toEqual({
        index,
        code: 2,
        error: {
          tag: "UsageError",
          message: `Invalid account index: ${index} is out of range; a BIP-32 non-hardened index is 0 to 2147483647`
        }
      })
    }
    const last = await gangway(["connect", "--mnemonic", mnemonic, "--account-index", "2147483647", "--json"], env)
    expect(last.code, last.stdout).toBe(0)
  })
})

describe("connect --timeout", () => {
  it("is a decimal number of seconds above 0 that a timer can wait (not 0x10, not beyond 24.8 days, which fired at once)", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    for (const [timeout, reason] of [
      ["3000000", "is more than 2147483 seconds"],
      ["0x10", "is not a positive number of seconds"],
      ["1e3", "is not a positive number of seconds"],
      [" ", "is not a positive number of seconds"]
    ] as const) {
      const run = await gangway(["connect", "--wallet", "walletconnect", "--timeout", timeout, "--json"], env)
      expect({ timeout, code: run.code, error: run.json().error }).toEqual({
        timeout,
        code: 2,
        error: { tag: "UsageError", message: `Invalid timeout: ${timeout} ${reason}` }
      })
    }
  })
})

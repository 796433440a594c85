import { definedNetworks } from "@gangway/core"
import { startChain, type LocalChain } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPortUrl, gangway, startStub, tempDirs, TEST_ADDRESS, TEST_KEY } from "./in-process.js"

// `--networks`: every network of the core's catalogue by name, and any EVM chain as eip155:<id> at --rpc-url.
const dirs = tempDirs()
let chain777: LocalChain
let nowhere: string

beforeAll(async () => {
  nowhere = await closedPortUrl()
  // A local anvil under a chain id no catalogue names.
  chain777 = await startChain({ chainId: 777, accounts: 2 })
}, 60_000)
afterAll(async () => {
  await chain777?.stop()
  dirs.cleanup()
})

const listed = async (networks: string, env: Record<string, string> = {}) => {
  const run = await gangway(["--networks", networks, "networks", "--json"], { GANGWAY_STATE_DIR: dirs.make(), ...env })
  expect(run.code, run.stdout + run.stderr).toBe(0)
  return run.json() as {
    active: string
    networks: ReadonlyArray<{ caipNetworkId: string; id: number | string; name: string; rpcUrl: string | null }>
  }
}

describe("gangway --networks", () => {
  it("base,optimism,polygon,solana,solana-devnet lists them, in that order, the first active", async () => {
    const result = await listed("base,optimism,polygon,solana,solana-devnet")
    expect(result.networks.map((network) => [network.caipNetworkId, network.name])).toEqual([
      ["eip155:8453", "Base"],
      ["eip155:10", "OP Mainnet"],
      ["eip155:137", "Polygon"],
      ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "Solana"],
      ["solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", "Solana Devnet"]
    ])
    expect(result.active).toBe("eip155:8453")
  })

  it("knows every one of the core's 26 networks by CAIP id, and each EVM one by chain id and by name", async () => {
    expect(definedNetworks).toHaveLength(26)
    const byId = await listed(definedNetworks.map((network) => network.caipNetworkId).join(","))
    expect(byId.networks.map((network) => network.caipNetworkId)).toEqual(
      definedNetworks.map((network) => network.caipNetworkId)
    )
    const evm = definedNetworks.filter((network) => network.chainNamespace === "eip155")
    const byChainId = await listed(evm.map((network) => String(network.id)).join(","))
    expect(byChainId.networks.map((network) => network.caipNetworkId)).toEqual(
      evm.map((network) => network.caipNetworkId)
    )
    const byName = await listed(definedNetworks.map((network) => network.name).join(","))
    expect(byName.networks.map((network) => network.caipNetworkId)).toEqual(
      definedNetworks.map((network) => network.caipNetworkId)
    )
  })

  it("the usual short names: bsc, avax, op, matic, zksync, base-sepolia, amoy, fuji", async () => {
    const result = await listed("bsc,avax,op,matic,zksync,base-sepolia,amoy,fuji")
    expect(result.networks.map((network) => network.id)).toEqual([56, 43114, 10, 137, 324, 84532, 80002, 43113])
  })

  it("a name the catalogue does not know is still 'Unknown network: …' (exit 2)", async () => {
    const run = await gangway(["--networks", "optimsm", "networks", "--json"], { GANGWAY_STATE_DIR: dirs.make() })
    expect(run.code).toBe(2)
    expect(run.json().error).toMatchObject({ tag: "MissingNetwork", message: "Unknown network: optimsm" })
  })
})

describe("an EVM chain the catalogue does not name, as eip155:<id> with --rpc-url", () => {
  it("is listed at that URL, connects and reads its balance from that node", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_API_URL: nowhere }
    const args = ["--networks", "eip155:777", "--rpc-url", chain777.rpcUrl]
    const list = await gangway([...args, "networks", "--json"], env)
    expect(list.code, list.stdout + list.stderr).toBe(0)
    expect(list.json()).toMatchObject({
      active: "eip155:777",
      networks: [{ caipNetworkId: "eip155:777", id: 777, name: "EVM chain 777", rpcUrl: chain777.rpcUrl, active: true }]
    })
    const connect = await gangway([...args, "connect", "--private-key", TEST_KEY, "--json"], env)
    expect(connect.code, connect.stdout + connect.stderr).toBe(0)
    const balance = await gangway([...args, "balance", "--token", "eth", "--json"], env)
    expect(balance.code, balance.stdout + balance.stderr).toBe(0)
    expect(balance.json()).toMatchObject({
      address: TEST_ADDRESS,
      network: { caipNetworkId: "eip155:777" },
      balances: [{ symbol: "ETH", quantity: "10000" }]
    })
  })

  it("a URL whose node serves another chain is refused, both ids named (exit 1)", async () => {
    const run = await gangway(["--networks", "eip155:778", "--rpc-url", chain777.rpcUrl, "networks", "--json"], {
      GANGWAY_STATE_DIR: dirs.make()
    })
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "RpcWrongChain",
      message: `The chain RPC at ${chain777.rpcUrl} serves chain 777, not EVM chain 778 (eip155:778)`,
      hint: "Point --rpc-url at a node of that chain"
    })
  })
})

describe("the chain check of the RPC (eth_chainId)", () => {
  it("an answer that is no chain id ('zz') is refused like a node of another chain, not taken as the right one", async () => {
    const garbage = await startStub(({ body }) => ({ body: { jsonrpc: "2.0", id: body.id, result: "zz" } }))
    try {
      const run = await gangway(["connect", "--private-key", TEST_KEY, "--json"], {
        GANGWAY_STATE_DIR: dirs.make(),
        GANGWAY_RPC_URL: garbage.url
      })
      expect(run.code, run.stdout + run.stderr).toBe(1)
      expect(run.json().error).toMatchObject({
        tag: "RpcWrongChain",
        message: `The chain RPC at ${garbage.url} answered eth_chainId with "zz", not a chain id: it cannot be Gangway Local (eip155:31337)`
      })
    } finally {
      await garbage.close()
    }
  })
})

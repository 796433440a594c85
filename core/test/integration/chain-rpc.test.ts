// Chain RPC (SPEC §7, §9) on the local world: networks without an RPC URL of the dApp's own
// reach anvil through the data API's multi-chain RPC path; a dApp's own URL always wins.
import { Effect, Exit } from "effect"
import { erc20Abi, formatUnits, parseEther, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { makeEvmRpc } from "../../src/adapters/eip155/rpc.js"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../../src/client.js"
import {
  BATCH_SIZE,
  FALLBACK_POLLING_MS,
  MULTICALL_BATCH_SIZE,
  RPC_BACKOFF_BASE_MS,
  RPC_RETRIES,
  RPC_TIMEOUT_MS
} from "../../src/constants.js"
import type { CaipNetwork } from "../../src/domain/caip-network.js"
import { localChain } from "../../src/domain/networks.js"
import { createLocalSigner } from "@gangway/fixtures"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"
import { setUpRecordingProxy } from "../recording-proxy.js"

const world = setUpLocalWorld({ api: true })
// In front of the data API: the tests see every call the client makes to it.
const proxy = setUpRecordingProxy(() => world.api.urls.api)

/** The local chain as a dApp that names no RPC URL of its own configures it. */
const withoutOwnUrl: CaipNetwork = { ...localChain("http://unused.invalid"), rpcUrls: {} }
const endpoint = () => ({ baseUrl: proxy.url(), projectId: "gangway-tests" })
const serviceCalls = () =>
  proxy.recorded().filter((request) => request.method === "POST" && request.path.startsWith("/v1/?"))
const address = (index: number) => world.chain.accounts[index]!.address
const chainBalance = (of: Address) =>
  createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient.getBalance({ address: of })

const make = (
  network: CaipNetwork,
  accountIndex: number,
  overrides: Partial<CreateGangwayOptions> = {}
): GangwayClient =>
  world.track(
    createGangway({
      networks: [network],
      projectId: "gangway-tests",
      apiUrls: { ...world.apiUrls(), dataApi: proxy.url() },
      storage: "memory",
      platform: desktop,
      localSigner: { privateKey: world.chain.accounts[accountIndex]!.privateKey },
      ...overrides
    })
  )

describe("the multi-chain RPC service (SPEC §7 Chain RPC)", () => {
  it("a network without an RPC URL of its own reads its balance and sends a transaction through POST /v1/?chainId&projectId", async () => {
    proxy.clear()
    const client = make(withoutOwnUrl, 1)
    await client.connect("local-signer")
    await client.refreshBalances()
    expect(client.getState().chains.chains.eip155!.account.balance).toBe(
      formatUnits(await chainBalance(address(1)), 18)
    )

    const before = await chainBalance(address(4))
    await client.setSendField(
      "token",
      client.getState().balances.tokenBalances.find((token) => token.symbol === "ETH")!
    )
    await client.setSendField("sendTokenAmount", "0.25")
    await client.setSendField("receiverAddress", address(4))
    const { hash } = await client.send()
    expect(await chainBalance(address(4))).toBe(before + parseEther("0.25"))

    const calls = serviceCalls()
    expect(new Set(calls.map((call) => call.path))).toEqual(
      new Set(["/v1/?chainId=eip155%3A31337&projectId=gangway-tests"])
    )
    const methods = calls.flatMap((call) =>
      [JSON.parse(call.body)].flat().map((entry: { method: string }) => entry.method)
    )
    expect(methods).toContain("eth_getBalance")
    expect(methods).toContain("eth_sendRawTransaction")
    expect(calls.some((call) => call.body.includes(hash))).toBe(true)
  })

  it("the client's EIP-1193 provider reads such a network through the service too", async () => {
    proxy.clear()
    const provider = make(withoutOwnUrl, 3).getProvider("eip155")
    const balance = await provider.request({ method: "eth_getBalance", params: [address(3), "latest"] })
    expect(BigInt(balance as string)).toBe(await chainBalance(address(3)))
    expect(serviceCalls().map((call) => (JSON.parse(call.body) as { method: string }).method)).toEqual([
      "eth_getBalance"
    ])
  })

  it("a dApp's own RPC URL wins: nothing goes to the service", async () => {
    proxy.clear()
    const client = make(localChain(world.chain.rpcUrl), 2)
    await client.connect("local-signer")
    await client.refreshBalances()
    expect(client.getState().chains.chains.eip155!.account.balance).toBe(
      formatUnits(await chainBalance(address(2)), 18)
    )
    expect(proxy.recorded().length).toBeGreaterThan(0)
    expect(serviceCalls()).toEqual([])
  })

  it("reads made together go as one JSON-RPC batch in one HTTP request", async () => {
    proxy.clear()
    const rpc = makeEvmRpc(endpoint())
    const balances = await Effect.runPromise(
      rpc.read(withoutOwnUrl, (client) =>
        Promise.all([0, 1, 2].map((index) => client.getBalance({ address: address(index) })))
      )
    )
    expect(balances).toEqual(await Promise.all([0, 1, 2].map((index) => chainBalance(address(index)))))
    const calls = serviceCalls()
    expect(calls).toHaveLength(1)
    const batch = JSON.parse(calls[0]!.body) as Array<{ jsonrpc: string; method: string }>
    expect(batch.map((entry) => [entry.jsonrpc, entry.method])).toEqual(Array(3).fill(["2.0", "eth_getBalance"]))
  })

  it("contract reads made together go as one Multicall3 call where the network names the contract", async () => {
    proxy.clear()
    const network: CaipNetwork = {
      ...withoutOwnUrl,
      contracts: { multicall3: { address: world.chain.contracts.multicall3 } }
    }
    const balanceOf = (index: number) =>
      ({
        address: world.chain.contracts.gwt,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address(index)]
      }) as const
    const balances = await Effect.runPromise(
      makeEvmRpc(endpoint()).read(network, (client) =>
        Promise.all([0, 1, 2].map((index) => client.readContract(balanceOf(index))))
      )
    )
    const direct = createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient
    expect(balances).toEqual(await Promise.all([0, 1, 2].map((index) => direct.readContract(balanceOf(index)))))
    const calls = serviceCalls()
    expect(calls).toHaveLength(1)
    // One call in it (viem's batching sends even a lone call as a batch of one).
    const sent = [JSON.parse(calls[0]!.body)].flat() as Array<{ method: string; params: [{ to: string }] }>
    expect(sent.map((call) => [call.method, call.params[0].to.toLowerCase()])).toEqual([
      ["eth_call", world.chain.contracts.multicall3.toLowerCase()]
    ])
  })

  it("retries a failing service call 3 times, then gives up with a chain error", async () => {
    const rpc = makeEvmRpc(endpoint())
    const read = rpc.read(withoutOwnUrl, (client) => client.getBalance({ address: address(0) }))
    proxy.clear()
    world.api.failNext("/v1/", 503, RPC_RETRIES)
    await expect(Effect.runPromise(read)).resolves.toBe(await chainBalance(address(0)))
    expect(serviceCalls()).toHaveLength(RPC_RETRIES + 1)

    world.api.failNext("/v1/", 503, RPC_RETRIES + 1)
    const exit = await Effect.runPromiseExit(read)
    world.api.clearFaults()
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("ChainError")
  })

  it("without a projectId a network without its own RPC URL has no way to the chain: MissingNetwork", async () => {
    const exit = await Effect.runPromiseExit(makeEvmRpc(undefined).client(withoutOwnUrl))
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("MissingNetwork")
  })
})

describe("the RPC clients' settings (SPEC §9)", () => {
  it("polls every 4 s (HTTP has no subscriptions), with the spec's time-out, retries, backoff and batch sizes", async () => {
    for (const network of [withoutOwnUrl, localChain(world.chain.rpcUrl)]) {
      const client = await Effect.runPromise(makeEvmRpc(endpoint()).client(network))
      expect(client.pollingInterval).toBe(FALLBACK_POLLING_MS)
      expect(client.transport).toMatchObject({
        type: "http",
        timeout: RPC_TIMEOUT_MS,
        retryCount: RPC_RETRIES,
        retryDelay: RPC_BACKOFF_BASE_MS
      })
      expect(client.batch).toEqual({ multicall: { batchSize: MULTICALL_BATCH_SIZE } })
    }
    expect(FALLBACK_POLLING_MS).toBe(4_000)
    expect(BATCH_SIZE).toBe(1000)
  })
})

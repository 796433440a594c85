// Switching between two local chains (31337 and 31338) with the injected test wallet.
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { createGangway, type GangwayClient } from "../../src/client.js"
import { localChain } from "../../src/domain/networks.js"
import { memoryBackend, type StorageBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld({ chainIds: [31337, 31338] })

/** A fresh page: one injected wallet, which knows the second chain only when told. */
const page = (options: {
  readonly knowsSecond: boolean
  readonly storage?: StorageBackend
  readonly wallet?: TestWallet
}) => {
  const wallet =
    options.wallet ??
    createTestWallet({
      rpcUrl: world.chain.rpcUrl,
      accountIndex: 1,
      chains: options.knowsSecond ? [{ chainId: 31338, rpcUrl: world.chainOf(31338).rpcUrl }] : []
    })
  announceProvider(window, wallet, crypto.randomUUID())
  const client = world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      storage: options.storage ?? memoryBackend(),
      platform: desktop
    })
  )
  return { client, wallet }
}

const account = (client: GangwayClient) => client.getState().chains.chains.eip155?.account

describe("switching networks", () => {
  it("asks the wallet to switch, then follows: active network, CAIP address, stored network", async () => {
    const storage = memoryBackend()
    const { client, wallet } = page({ knowsSecond: true, storage })
    await client.connect(RDNS)
    await client.switchNetwork("eip155:31338")
    expect(wallet.chainId).toBe(31338)
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31338")
    expect(account(client)?.caipAddress).toBe(`eip155:31338:${wallet.address}`)
    expect(storage.getItem("@appkit/active_caip_network_id")).toBe("eip155:31338")
  })

  it("adds the chain first when the wallet does not know it (4902)", async () => {
    const { client, wallet } = page({ knowsSecond: false })
    await client.connect(RDNS)
    await client.switchNetwork("eip155:31338")
    expect(wallet.chainId).toBe(31338)
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31338")
    // The wallet reads the added chain through the RPC URL the dApp gave it.
    expect(await wallet.request({ method: "eth_chainId" })).toBe("0x7a6a")
  })

  it("a declined switch is a typed error and nothing changes", async () => {
    const { client, wallet } = page({ knowsSecond: true })
    await client.connect(RDNS)
    wallet.behave("switchChain", "reject")
    const before = client.getState().chains
    await expect(client.switchNetwork("eip155:31338")).rejects.toMatchObject({
      _tag: "RequestDeclined",
      message: "Network switch declined"
    })
    expect(client.getState().chains).toEqual(before)
    expect(wallet.chainId).toBe(31337)
  })

  it("an unknown network is a typed error", async () => {
    const { client } = page({ knowsSecond: true })
    await expect(client.switchNetwork("eip155:999")).rejects.toMatchObject({ _tag: "MissingNetwork" })
  })

  it("follows the wallet switching by itself, and asks to switch back from a chain the dApp lacks", async () => {
    const wallet = createTestWallet({
      rpcUrl: world.chain.rpcUrl,
      accountIndex: 1,
      chains: [
        { chainId: 31338, rpcUrl: world.chainOf(31338).rpcUrl },
        { chainId: 1337, rpcUrl: world.chainOf(31338).rpcUrl }
      ]
    })
    const { client } = page({ knowsSecond: true, wallet })
    await client.connect(RDNS)
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] })
    await expect.poll(() => client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31338")

    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x539" }] })
    await expect.poll(() => client.getState().router.view).toBe("UnsupportedChain")
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().connection.unsupportedChainId).toBe(1337)

    await client.switchNetwork("eip155:31337")
    expect(wallet.chainId).toBe(31337)
    expect(client.getState().connection.unsupportedChainId).toBeUndefined()
  })

  it("comes back on the stored network after a reload", async () => {
    const storage = memoryBackend()
    const wallet = createTestWallet({
      rpcUrl: world.chain.rpcUrl,
      accountIndex: 1,
      chains: [{ chainId: 31338, rpcUrl: world.chainOf(31338).rpcUrl }]
    })
    const before = page({ knowsSecond: true, storage, wallet })
    await before.client.connect(RDNS)
    await before.client.switchNetwork("eip155:31338")
    await before.client.destroy()

    const after = page({ knowsSecond: true, storage, wallet })
    expect(await after.client.ready).toBe(true)
    expect(after.client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31338")
    expect(account(after.client)?.caipAddress).toBe(`eip155:31338:${wallet.address}`)
  })
})

describe("requests through the wallet", () => {
  it("pass the allowlist: unknown methods are refused before reaching the wallet", async () => {
    const { client } = page({ knowsSecond: true })
    await client.connect(RDNS)
    await expect(client.request("eth_sign", ["0x00", "0x00"])).rejects.toMatchObject({
      _tag: "RpcMethodNotAllowed",
      message: "Requested RPC call is not allowed"
    })
    expect(await client.request("eth_chainId")).toBe("0x7a69")
  })

  it("list what waits for approval, and abort it with 'Request was aborted'", async () => {
    const { client, wallet } = page({ knowsSecond: true })
    await client.connect(RDNS)
    const waiting = wallet.behave("sign", "delay")
    const signing = client.request("personal_sign", ["0x01", wallet.address])
    await waiting.arrived
    expect(client.getState().requests.pending).toEqual([
      { id: 1, method: "personal_sign", params: ["0x01", wallet.address], needsApproval: true }
    ])
    // A browser wallet asks in its own window: the modal stays closed (ApproveTransaction is for wallets elsewhere).
    expect(client.getState().modal.open).toBe(false)
    expect(await client.abortRequests()).toBe(1)
    await expect(signing).rejects.toMatchObject({ _tag: "RequestAborted", message: "Request was aborted" })
    expect(client.getState().requests.pending).toEqual([])
    waiting.release()
  })

  it("without a connected wallet, a request is a typed error", async () => {
    const { client } = page({ knowsSecond: true })
    await expect(client.request("eth_chainId")).rejects.toMatchObject({ _tag: "NoActiveCaipAddress" })
  })
})

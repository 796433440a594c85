// The UnsupportedChain rule's branches (SPEC §2) and the SWITCH_NETWORK event, with the injected
// test wallet on two local chains; the wallet moves by itself to a chain the dApp does not list.
import { announceProvider, createTestWallet } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { createGangway, type CreateGangwayOptions } from "../../src/client.js"
import { localChain } from "../../src/domain/networks.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld({ chainIds: [31337, 31338] })

/** A page with one injected wallet that also knows chain 1337, which the dApp does not list. */
const page = (options: Partial<CreateGangwayOptions> = {}) => {
  const wallet = createTestWallet({
    rpcUrl: world.chain.rpcUrl,
    accountIndex: 2,
    chains: [
      { chainId: 31338, rpcUrl: world.chainOf(31338).rpcUrl },
      { chainId: 1337, rpcUrl: world.chainOf(31338).rpcUrl }
    ]
  })
  announceProvider(window, wallet, crypto.randomUUID())
  const client = world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      storage: memoryBackend(),
      platform: desktop,
      ...options
    })
  )
  return { client, wallet }
}

/** The wallet moves to chain 1337 by itself; resolves once the client has seen it. */
const walletLeavesForUnlistedChain = async ({ client, wallet }: ReturnType<typeof page>) => {
  await client.connect(RDNS)
  await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x539" }] })
  await expect.poll(() => client.getState().connection.unsupportedChainId).toBe(1337)
}

describe("the UnsupportedChain rule", () => {
  it("opens UnsupportedChain when switching is on and unsupported chains are not allowed (the defaults)", async () => {
    const opened = page()
    await walletLeavesForUnlistedChain(opened)
    expect(opened.client.getState().router.view).toBe("UnsupportedChain")
    expect(opened.client.getState().modal.open).toBe(true)
  })

  it("with enableNetworkSwitch: false, notes the chain but does not ask to switch", async () => {
    const opened = page({ enableNetworkSwitch: false })
    await walletLeavesForUnlistedChain(opened)
    expect(opened.client.getState().modal.open).toBe(false)
    expect(opened.client.getState().router.view).not.toBe("UnsupportedChain")
  })

  it("with allowUnsupportedChain: true, stays on the wallet's chain without asking", async () => {
    const opened = page({ allowUnsupportedChain: true })
    await walletLeavesForUnlistedChain(opened)
    expect(opened.client.getState().modal.open).toBe(false)
    expect(opened.client.getState().router.view).not.toBe("UnsupportedChain")
    expect(opened.client.getState().chains.chains.eip155?.account.status).toBe("connected")
  })
})

describe("SWITCH_NETWORK", () => {
  it("is tracked with the network switched to and the connected address", async () => {
    const { client, wallet } = page()
    await client.connect(RDNS)
    const heard: Array<unknown> = []
    client.onEvent((event, address) => heard.push([event, address]))
    await client.switchNetwork("eip155:31338")
    expect(heard).toEqual([[{ event: "SWITCH_NETWORK", properties: { network: "eip155:31338" } }, wallet.address]])
  })

  it("is not tracked when the wallet declines the switch", async () => {
    const { client, wallet } = page()
    await client.connect(RDNS)
    const heard: Array<unknown> = []
    client.onEvent((event) => heard.push(event))
    wallet.behave("switchChain", "reject")
    await expect(client.switchNetwork("eip155:31338")).rejects.toMatchObject({ _tag: "RequestDeclined" })
    expect(heard).toEqual([])
  })
})

// A page with the injected test wallet (see vitest.config.ts: *.dom.test.ts)
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { beforeEach, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { localChain, mainnet } from "../../src/domain/networks.js"
import { memoryBackend, type StorageBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld()
let wallet: TestWallet
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 2 })
  announceProvider(window, wallet, crypto.randomUUID())
})

const make = (storage: StorageBackend = memoryBackend()) =>
  world.track(createGangway({ networks: [localChain(world.chain.rpcUrl), mainnet], storage, platform: desktop }))

describe("injected wallets (EIP-6963)", () => {
  it("are discovered from their announcement, with name, icon and rdns", () => {
    const connector = make()
      .getState()
      .connection.connectors.find((c) => c.id === RDNS)
    expect(connector).toMatchObject({
      name: "Gangway Test Wallet",
      type: "ANNOUNCED",
      chain: "eip155",
      info: { rdns: RDNS }
    })
    expect(connector?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it("a wallet announcing later arrives live", () => {
    const client = make()
    const late = createTestWallet({ rpcUrl: world.chain.rpcUrl })
    window.dispatchEvent(
      new CustomEvent("eip6963:announceProvider", {
        detail: {
          info: { uuid: crypto.randomUUID(), name: "Late Wallet", icon: "data:,", rdns: "com.example.late" },
          provider: late
        }
      })
    )
    expect(client.getState().connection.connectors.map((c) => c.id)).toContain("com.example.late")
  })

  it("connects with eth_requestAccounts and follows accountsChanged", async () => {
    const client = make()
    await client.connect(RDNS)
    expect(client.getState().chains.chains.eip155?.account).toMatchObject({
      status: "connected",
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`
    })
    wallet.switchAccount(3)
    await expect
      .poll(() => client.getState().chains.chains.eip155?.account.address)
      .toBe(world.chain.accounts[3]?.address)
  })

  it("a rejected connect is 'Connection declined' and the state is unchanged", async () => {
    const client = make()
    wallet.behave("connect", "reject")
    const before = client.getState().chains
    await expect(client.connect(RDNS)).rejects.toMatchObject({
      _tag: "RequestDeclined",
      message: "Connection declined"
    })
    expect(client.getState().chains.chains.eip155?.account).toEqual(before.chains.eip155?.account)
  })

  it("the wallet disconnecting resets the account", async () => {
    const client = make()
    await client.connect(RDNS)
    wallet.disconnect()
    await expect.poll(() => client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
  })

  it("reconnects silently after a reload", async () => {
    const storage = memoryBackend()
    const first = make(storage)
    await first.connect(RDNS)
    await first.destroy()
    wallet.behave("connect", "reject") // a prompt would fail: reconnect must not prompt
    const second = make(storage)
    expect(await second.ready).toBe(true)
    expect(second.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
  })
})

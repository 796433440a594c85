// client.getProvider("eip155") over an injected (EIP-6963) wallet: the test wallet with real
// keys on the local chain; the wallet's own account and chain changes reach the dApp as events.
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage, type Address } from "viem"
import { beforeEach, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { toViemChain } from "../../src/adapters/eip155/viem-chain.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld({ chainIds: [31337, 31338] })
let wallet: TestWallet
beforeEach(() => {
  wallet = createTestWallet({
    rpcUrl: world.chain.rpcUrl,
    accountIndex: 2,
    chains: [{ chainId: 31338, rpcUrl: world.chainOf(31338).rpcUrl }]
  })
  announceProvider(window, wallet, crypto.randomUUID())
})

const make = () =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      storage: "memory",
      platform: desktop
    })
  )

describe("getProvider('eip155') over an injected wallet", () => {
  it("eth_requestAccounts resolves once the wallet chosen in the modal connects", async () => {
    const client = make()
    const provider = client.getProvider("eip155")
    const answer = provider.request({ method: "eth_requestAccounts" })
    await expect.poll(() => client.getState().modal.open).toBe(true)
    await client.connect(RDNS) // what a click on the wallet in the modal does
    expect(await answer).toEqual([wallet.address])
    expect(client.getState().modal.open).toBe(false)
  })

  it("follows the wallet: accountsChanged, chainChanged, then disconnect", async () => {
    const client = make()
    const provider = client.getProvider("eip155")
    const events: Array<[string, unknown]> = []
    for (const name of ["connect", "accountsChanged", "chainChanged", "disconnect"] as const) {
      provider.on(name, (value: unknown) => events.push([name, value]))
    }
    await client.connect(RDNS)
    await expect.poll(() => events.map(([name]) => name)).toEqual(["connect", "accountsChanged"])
    wallet.switchAccount(3)
    await expect.poll(() => events.at(-1)).toEqual(["accountsChanged", [world.chain.accounts[3]!.address]])
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] })
    expect(wallet.chainId).toBe(31338)
    expect(events.at(-1)).toEqual(["chainChanged", "0x7a6a"])
    wallet.disconnect()
    await expect.poll(() => events.at(-1)?.[0]).toBe("disconnect")
    expect(events.slice(4).map(([name]) => name)).toEqual(["accountsChanged", "disconnect"])
  })

  it("a signature refused in the wallet is 4001 'Signature declined'", async () => {
    const client = make()
    await client.connect(RDNS)
    wallet.behave("sign", "reject")
    await expect(
      client.getProvider("eip155").request({ method: "personal_sign", params: ["0x6869", wallet.address] })
    ).rejects.toMatchObject({ code: 4001, message: "Signature declined" })
  })

  it("viem sends a transaction that lands and signs a message that verifies, through the wallet", async () => {
    const client = make()
    await client.connect(RDNS)
    const viem = createWalletClient({
      chain: toViemChain(localChain(world.chain.rpcUrl)),
      transport: custom(client.getProvider("eip155"))
    })
    const to = world.chain.accounts[8]!.address as Address
    const hash = await viem.sendTransaction({ account: wallet.address, to, value: parseEther("0.1") })
    const receipt = await createPublicClient({ transport: http(world.chain.rpcUrl) }).waitForTransactionReceipt({
      hash
    })
    expect(receipt).toMatchObject({ status: "success", from: wallet.address.toLowerCase() })
    const signature = await viem.signMessage({ account: wallet.address, message: "injected" })
    expect(await verifyMessage({ address: wallet.address, message: "injected", signature })).toBe(true)
  })
})

// 'Unsupported chain' (SPEC §8): the injected test wallet has moved to a chain the dApp does not
// list (1337), and the dApp lets it stay there (allowUnsupportedChain); a send prepared for the
// dApp's network is refused before the wallet is asked, rather than signed for another chain.
import { announceProvider, createTestWallet } from "@gangway/fixtures"
import { createPublicClient, http } from "viem"
import { describe, expect, it } from "vitest"
import type { TokenBalance } from "../../src/domain/token-balance.js"
import { localChain } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const ETH: TokenBalance = { symbol: "ETH", name: "Ether", price: 3000, quantity: { decimals: "18", numeric: "0" } }
const world = setUpLocalWorld({ api: true, chainIds: [31337, 31338] })

describe("sending from a wallet on a chain the dApp does not list", () => {
  it("is refused with 'Unsupported chain: eip155:1337'; nothing reaches the wallet; back on a listed chain it sends", async () => {
    const wallet = createTestWallet({
      rpcUrl: world.chain.rpcUrl,
      accountIndex: 6,
      chains: [{ chainId: 1337, rpcUrl: world.chainOf(31338).rpcUrl }]
    })
    announceProvider(window, wallet, crypto.randomUUID())
    const client = world.client({ networks: [localChain(world.chain.rpcUrl)], allowUnsupportedChain: true })
    await client.connect(RDNS)
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x539" }] })
    await expect.poll(() => client.getState().connection.unsupportedChainId).toBe(1337)

    const receiver = world.chain.accounts[4]!.address
    const reader = createPublicClient({ transport: http(world.chain.rpcUrl) })
    const before = await reader.getBalance({ address: receiver })
    await expect(client.send({ token: ETH, amount: "0.01", receiver })).rejects.toMatchObject({
      _tag: "UnsupportedChain",
      message: "Unsupported chain: eip155:1337"
    })
    expect(await reader.getBalance({ address: receiver })).toBe(before)

    await client.switchNetwork("eip155:31337")
    await client.send({ token: ETH, amount: "0.01", receiver })
    expect(await reader.getBalance({ address: receiver })).toBeGreaterThan(before)
  })
})

// A WalletConnect session on a network the dApp gave no RPC URL of its own: the session's
// reads (viem's nonce, gas and fee look-ups before the wallet is asked) go through the
// multi-chain RPC service like every other read (SPEC §7 Chain RPC).
import { createPublicClient, http, type Address, type Hex } from "viem"
import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../../src/domain/caip-network.js"
import { localChain } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"
import { setUpRecordingProxy } from "../recording-proxy.js"

const world = setUpLocalWorld({ relay: true, api: true })
const proxy = setUpRecordingProxy(() => world.api.urls.api)

describe("WalletConnect on a network without an RPC URL of its own", () => {
  it("reads through the multi-chain RPC service, and a send the wallet signs lands", async () => {
    const withoutOwnUrl: CaipNetwork = { ...localChain(world.chain.rpcUrl), rpcUrls: {} }
    const client = world.client({
      networks: [withoutOwnUrl],
      relayUrl: world.relay.url,
      apiUrls: { ...world.apiUrls(), dataApi: proxy.url() }
    })
    const { wallet, testWallet } = await world.walletConnectWallet(5)
    await world.pairWalletConnect(client, wallet)
    proxy.clear()

    const to = world.chain.accounts[8]!.address as Address
    await client.refreshBalances()
    await client.setSendField(
      "token",
      client.getState().balances.tokenBalances.find((token) => token.symbol === "ETH")!
    )
    await client.setSendField("sendTokenAmount", "0.01")
    await client.setSendField("receiverAddress", to)
    const { hash } = await client.send()
    const receipt = await createPublicClient({ transport: http(world.chain.rpcUrl) }).waitForTransactionReceipt({
      hash: hash as Hex
    })
    expect(receipt).toMatchObject({ status: "success", from: testWallet.address.toLowerCase(), to: to.toLowerCase() })

    const serviceCalls = proxy
      .recorded()
      .filter((request) => request.method === "POST" && request.path.startsWith("/v1/?"))
    const methods = serviceCalls.flatMap((call) =>
      [JSON.parse(call.body)].flat().map((entry: { method: string }) => entry.method)
    )
    expect(methods).toContain("eth_getTransactionReceipt")

    // A read the dApp asks of the session itself (client.request) goes the same way.
    proxy.clear()
    expect(await client.request("eth_getBalance", [to, "latest"])).toMatch(/^0x[0-9a-f]+$/)
    expect(proxy.recorded().some((call) => call.path.startsWith("/v1/?") && call.body.includes("eth_getBalance"))).toBe(
      true
    )
  })
})

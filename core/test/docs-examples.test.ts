import { createTestWallet, createWalletConnectWallet, startChain, startRelay } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { main as connectWalletConnect } from "../../docs/examples/connect-walletconnect.js"
import { main } from "../../docs/examples/headless-client.js"

describe("docs examples run as written", () => {
  it("docs/examples/headless-client.ts", async () => {
    const lines: Array<string> = []
    await main((line) => lines.push(line))
    expect(lines).toEqual([
      "modal open on Connect",
      "modal open on AllWallets",
      "modal open on Connect",
      "modal closed on Connect",
      "theme background #ffffff"
    ])
  })

  it("docs/examples/connect-walletconnect.ts", async () => {
    const [chain, relay] = await Promise.all([startChain(), startRelay()])
    const testWallet = createTestWallet({ rpcUrl: chain.rpcUrl, accountIndex: 30 })
    const wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      request: (args) => testWallet.request(args),
      accounts: [testWallet.address],
      chains: ["eip155:31337"],
      events: testWallet
    })
    try {
      const lines: Array<string> = []
      await connectWalletConnect(
        { rpcUrl: chain.rpcUrl, relayUrl: relay.url, scan: (uri) => wallet.pair({ uri }) },
        (line) => lines.push(line)
      )
      expect(lines).toEqual([
        "connected connected on eip155:31337",
        "signed hello with 130 hex digits",
        "eth_sign refused: Requested RPC call is not allowed",
        "after disconnect: disconnected"
      ])
    } finally {
      await wallet.stop()
      await relay.stop()
      await chain.stop()
    }
  })
})

// A send whose receipt does not come within SEND_CONFIRMATION_WAIT_MS: the progress view says
// "sent, not yet confirmed" with the hash and the explorer's link, and keeps watching until the
// receipt comes. The chain is the local anvil behind a loopback JSON-RPC server that holds back
// the receipts; the wait runs on vitest's fake timers (time also flows as it really does).
import { SEND_CONFIRMATION_WAIT_MS, localChain, type CaipNetwork } from "@gangway/core"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import { StrictMode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { startHostileEvmRpc, type HostileEvmRpc } from "../../../../core/test/hostile-evm-rpc.js"
import { testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"
import { GangwayProvider } from "../../index.js"

const local = setUpLocalWorld()
const TEST_WALLET_RDNS = "dev.gangway.testwallet"
const STEP_MS = 2_000

let rpc: HostileEvmRpc | undefined
afterEach(async () => {
  vi.useRealTimers()
  await rpc?.close()
  rpc = undefined
})

describe("the send's progress when the confirmation does not come in time", () => {
  it("says 'sent, not yet confirmed' with the hash and the explorer link, then turns to confirmed when the receipt comes", async () => {
    let holdReceipts = true
    rpc = await startHostileEvmRpc(
      (method) => (method === "eth_getTransactionReceipt" && holdReceipts ? { result: null } : undefined),
      local.chain.rpcUrl
    )
    const network: CaipNetwork = {
      ...localChain(rpc.url),
      blockExplorers: { default: { name: "Localscan", url: "https://localscan.invalid" } }
    }
    const wallet = local.announced(6)
    const client = testClient({ ...worldOptions(local.world()), networks: [network] })
    render(
      <StrictMode>
        <GangwayProvider client={client}>{null}</GangwayProvider>
      </StrictMode>
    )
    await act(() => client.connect(TEST_WALLET_RDNS))
    expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
    const native = (await act(() => client.refreshBalances())).find((token) => token.symbol === "ETH")!
    await act(() => client.open())
    await screen.findByTestId("account-view")

    // From here the core's timers are fake, moving with real time and jumped ahead by the test.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true
    })
    const receiver = local.chain.accounts[7]!.address
    let sending!: Promise<{ readonly hash: string; readonly status: string }>
    act(() => {
      sending = client.send({ token: native, amount: "1", receiver })
    })
    await waitFor(() => expect(rpc!.methods).toContain("eth_getTransactionReceipt"), { timeout: 20_000 })
    const status = await screen.findByTestId("send-status")
    expect(status.getAttribute("data-phase")).toBe("pending")

    // The bounded wait, in steps shorter than an RPC time-out, each once the node has answered.
    for (let waited = 0; waited < SEND_CONFIRMATION_WAIT_MS; waited += STEP_MS) {
      await act(() => vi.advanceTimersByTimeAsync(STEP_MS))
      await rpc.idle()
    }
    const result = await act(() => sending)
    expect(result.status).toBe("unconfirmed")
    const unconfirmed = await screen.findByTestId("send-status")
    await waitFor(() => expect(unconfirmed.getAttribute("data-phase")).toBe("unconfirmed"))
    expect(within(unconfirmed).getByRole("status").textContent).toBe("Sent, not yet confirmed: still watching for it")
    expect(within(unconfirmed).getByTestId("send-summary").textContent).toBe(
      `Sent 1 ETH to ${receiver.slice(0, 6)}…${receiver.slice(-4)}`
    )
    expect(within(unconfirmed).getByTestId("send-hash").getAttribute("data-hash")).toBe(result.hash)
    expect(
      within(unconfirmed)
        .getByRole("link", { name: /View on explorer/ })
        .getAttribute("href")
    ).toBe(`https://localscan.invalid/tx/${result.hash}`)

    // Still watching: the receipt comes with the next block, and the view says confirmed.
    holdReceipts = false
    await fetch(local.chain.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_mine", params: [] })
    })
    await waitFor(() => expect(screen.getByTestId("send-status").getAttribute("data-phase")).toBe("confirmed"), {
      timeout: 20_000
    })
    expect(screen.getByTestId("send-status").textContent).toContain("Transaction confirmed")
    expect(screen.getByTestId("send-hash").getAttribute("data-hash")).toBe(result.hash)
  }, 60_000)
})

// "Buy in progress" under StrictMode (every DOM test renders under it, as the demo does in
// development): the watch started on mount keeps watching through StrictMode's clean-up and
// second set-up, and only the buyer's "Stop waiting" ends it.
import { onrampOf, type OnrampPurchase } from "@gangway/core"
import { fireEvent, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithClient, worldClient } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"
import { ProgressStep } from "./progress-step.js"

const local = setUpLocalWorld()
const { world, announced, requests } = local

/** 19.2 USDT (standing in for the provider's token) bought for the connected account, nothing ordered before. */
const purchaseFor = (caipAddress: string, usdc: string): OnrampPurchase => ({
  url: "https://pay.example/buy",
  order: { asset: "USDC", paymentCurrency: "USD", paymentMethod: "card", amount: "20" },
  asset: {
    id: "USDC",
    name: "USD Coin",
    symbol: "USDC",
    network: { name: "gangway-local", displayName: "Gangway Local" },
    contractAddress: usdc
  },
  quote: {
    paymentTotal: { amount: "20.00", currency: "USD" },
    paymentSubtotal: { amount: "19.50", currency: "USD" },
    purchaseAmount: { amount: "19.2", currency: "USDC" },
    networkFee: { amount: "0.30", currency: "USD" },
    quoteId: "q-1",
    mock: false
  },
  caipAddress,
  // Read on the first check: the watch waits for the holding to grow from there.
  before: undefined,
  earlierOrders: []
})

describe("Buy in progress", () => {
  it("keeps waiting through StrictMode's second effect run: the provider's orders are asked again, 'Stop waiting' still shown; pressing it stops", async () => {
    announced(0)
    const client = worldClient(world())
    await client.connect("dev.gangway.testwallet")
    const address = client.getState().chains.chains.eip155!.account.address
    const purchase = purchaseFor(`eip155:${local.chain.chain.id}:${address}`, local.chain.contracts.usdt)
    const view = renderWithClient(
      <ProgressStep onramp={onrampOf(client)} purchase={purchase} onDone={() => {}} onRetry={() => {}} />,
      client
    )
    await within(view.container).findByTestId("buy-progress")
    // The watch has checked the provider's orders at least once and is still waiting (before the fix: "cancelled" at once, nothing asked).
    const watching = () => ({
      outcome: within(view.container).getByTestId("buy-progress").getAttribute("data-outcome"),
      ordersAsked: requests().some((url) => url.searchParams.get("onramp") === "coinbase")
    })
    await expect.poll(watching).toEqual({ outcome: null, ordersAsked: true })
    expect(within(view.container).getByRole("status").textContent).toContain("Waiting for 19.2 USDC")
    fireEvent.click(within(view.container).getByRole("button", { name: "Stop waiting" }))
    expect((await within(view.container).findByText("Stopped waiting")).textContent).toBe("Stopped waiting")
    expect(within(view.container).getByTestId("buy-progress").getAttribute("data-outcome")).toBe("cancelled")
  })
})

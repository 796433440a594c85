// A quote as AppKit's client types it has no provider fee: the summary says the fee is not known
// and shows the rest of the API's quote (not the estimate).
import type { OnrampQuote } from "@gangway/core"
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { QuoteSummary } from "./quote-summary.js"

afterEach(cleanup)

const quote: OnrampQuote = {
  paymentTotal: { amount: "100.00", currency: "USD" },
  paymentSubtotal: { amount: "97.01", currency: "USD" },
  purchaseAmount: { amount: "96.95", currency: "USDC" },
  networkFee: { amount: "0.06", currency: "USD" },
  quoteId: "5b9e-41c2",
  mock: false
}

describe("the onramp quote summary", () => {
  it("says the provider fee is not known when the quote has none, and shows the network fee and what arrives", () => {
    render(
      <QuoteSummary
        quote={{
          state: "ready",
          quote,
          order: { asset: "USDC", paymentCurrency: "USD", paymentMethod: "card", amount: "100.00" }
        }}
      />
    )
    const summary = screen.getByTestId("buy-quote")
    expect(summary.textContent).toContain("Provider feenot known yet")
    expect(summary.textContent).toContain("0.06 USD")
    expect(screen.getByTestId("buy-receive").textContent).toBe("96.95 USDC")
  })
})

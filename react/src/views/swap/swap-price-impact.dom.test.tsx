// The review's price impact at the edges of the two thresholds: below the warning a plain row,
// from it a marked row and a sentence, from the severe one a second, deliberate press to swap.
import {
  localChain,
  SWAP_PRICE_IMPACT_SEVERE_PERCENT,
  SWAP_PRICE_IMPACT_WARNING_PERCENT,
  type SwapAsset,
  type SwapPreview
} from "@gangway/core"
import { fireEvent, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderWithClient, testClient } from "../../../test/helpers.js"
import { GangwayProvider } from "../../index.js"
import { SwapPreviewStep } from "./swap-preview-step.js"

const asset = (symbol: string, native: boolean): SwapAsset => ({
  symbol,
  name: symbol,
  address: `eip155:31337:0x${native ? "e".repeat(40) : "1".repeat(40)}`,
  decimals: 18,
  logoUri: undefined,
  native,
  balance: 10n ** 21n,
  price: native ? 3000 : 2
})

/** 1 ETH for 1400 GWT with `priceImpact`, everything affordable. */
const previewWith = (priceImpact: number): SwapPreview => ({
  network: localChain("http://127.0.0.1:8545"),
  address: `0x${"a".repeat(40)}`,
  from: asset("ETH", true),
  to: asset("GWT", false),
  fromUnits: 10n ** 18n,
  toUnits: 1400n * 10n ** 18n,
  fromAmount: "1",
  toAmount: "1400",
  rate: "1400",
  priceImpact,
  slippage: 1,
  minimumReceivedUnits: 1386n * 10n ** 18n,
  minimumReceived: "1386",
  approval: undefined,
  gas: 150_000n,
  gasPrice: 10n ** 9n,
  fee: 150_000n * 10n ** 9n,
  feeAmount: "0.00015",
  feeInUsd: 0.45,
  insufficientBalance: false,
  insufficientGas: false
})

const review = (priceImpact: number) => {
  const onSwap = vi.fn()
  renderWithClient(
    <SwapPreviewStep
      preview={previewWith(priceImpact)}
      busy={false}
      problem={undefined}
      onBack={() => {}}
      onSwap={onSwap}
    />
  )
  const preview = screen.getByTestId("swap-preview")
  const impactRow = screen.getByTestId("swap-preview-impact").parentElement!
  return {
    onSwap,
    preview,
    impactRow,
    warning: () => screen.queryByTestId("swap-preview-impact-warning")?.textContent ?? null
  }
}

describe("the swap review's price impact", () => {
  it("just below the warning threshold: a plain row, no warning, one press swaps", () => {
    const { onSwap, preview, impactRow, warning } = review(SWAP_PRICE_IMPACT_WARNING_PERCENT - 0.01)
    expect(screen.getByTestId("swap-preview-impact").textContent).toBe("4.99%")
    expect(impactRow.getAttribute("data-level")).toBe("normal")
    expect(warning()).toBeNull()
    fireEvent.click(within(preview).getByRole("button", { name: "Swap" }))
    expect(onSwap).toHaveBeenCalledTimes(1)
  })

  it("at the warning threshold: the row marked and the warning said in words; one press still swaps", () => {
    const { onSwap, preview, impactRow, warning } = review(SWAP_PRICE_IMPACT_WARNING_PERCENT)
    expect(impactRow.getAttribute("data-level")).toBe("warning")
    expect(impactRow.querySelector(".gw-swap__impact--warning svg")).not.toBeNull()
    expect(warning()).toBe("High price impact: you receive about 5% less than you pay, at market prices.")
    fireEvent.click(within(preview).getByRole("button", { name: "Swap" }))
    expect(onSwap).toHaveBeenCalledTimes(1)
  })

  it("just below the severe threshold: still a warning, one press swaps", () => {
    const { onSwap, preview, impactRow, warning } = review(SWAP_PRICE_IMPACT_SEVERE_PERCENT - 0.01)
    expect(impactRow.getAttribute("data-level")).toBe("warning")
    expect(warning()).toBe("High price impact: you receive about 14.99% less than you pay, at market prices.")
    fireEvent.click(within(preview).getByRole("button", { name: "Swap" }))
    expect(onSwap).toHaveBeenCalledTimes(1)
  })

  it("at the severe threshold: the first press turns the button into 'Swap anyway — you lose 15%', the second swaps", () => {
    const { onSwap, preview, impactRow, warning } = review(SWAP_PRICE_IMPACT_SEVERE_PERCENT)
    expect(impactRow.getAttribute("data-level")).toBe("severe")
    expect(warning()).toBe("Very high price impact: you lose about 15% of what you pay, at market prices.")
    const button = within(preview).getByRole("button", { name: "Swap" })
    fireEvent.click(button)
    expect(onSwap).not.toHaveBeenCalled()
    // The same button, still focused for a keyboard's second press, now says what it costs.
    expect(button.textContent).toBe("Swap anyway — you lose 15%")
    expect(warning()).toBe(
      "Very high price impact: you lose about 15% of what you pay, at market prices. To swap anyway, press the button again."
    )
    fireEvent.click(within(preview).getByRole("button", { name: "Swap anyway — you lose 15%" }))
    expect(onSwap).toHaveBeenCalledTimes(1)
  })

  it("a new quote while armed asks for the second press again: one press never swaps at a worse impact", () => {
    const onSwap = vi.fn()
    const step = (impact: number) => (
      <SwapPreviewStep
        preview={previewWith(impact)}
        busy={false}
        problem={undefined}
        onBack={() => {}}
        onSwap={onSwap}
      />
    )
    const { rerender, client } = renderWithClient(step(20))
    fireEvent.click(within(screen.getByTestId("swap-preview")).getByRole("button", { name: "Swap" }))
    expect(screen.getByRole("button", { name: "Swap anyway — you lose 20%" })).toBeTruthy()
    // The same provider and client, the step kept mounted: only the preview is new.
    rerender(<GangwayProvider client={client}>{step(60)}</GangwayProvider>)
    const button = within(screen.getByTestId("swap-preview")).getByRole("button", { name: "Swap" })
    fireEvent.click(button)
    expect(onSwap).not.toHaveBeenCalled()
    expect(button.textContent).toBe("Swap anyway — you lose 60%")
  })

  it("in German: the severe confirmation from the catalogue", async () => {
    const onSwap = vi.fn()
    renderWithClient(
      <SwapPreviewStep
        preview={previewWith(50.45)}
        busy={false}
        problem={undefined}
        onBack={() => {}}
        onSwap={onSwap}
      />,
      testClient({ locale: "de" })
    )
    const button = await screen.findByRole("button", { name: "Tauschen" })
    fireEvent.click(button)
    expect(await screen.findByRole("button", { name: "Trotzdem tauschen – du verlierst 50,45 %" })).toBe(button)
    expect(onSwap).not.toHaveBeenCalled()
  })
})

import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { ConfirmSwap, SwapPreview, type SwapPreviewProps } from "../src/screens/swap-preview.js"

const preview: SwapPreviewProps = {
  from: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  network: "Gangway Local (eip155:31337)",
  pay: "150",
  paySymbol: "GWT",
  receive: "0.099600698103990321",
  receiveSymbol: "ETH",
  minimumReceived: "0.098604691122950417",
  rate: "0.000664004",
  priceImpact: 0.4,
  slippage: 1,
  approval: true,
  gasPriceGwei: "1.8",
  fee: "0.00063",
  feeSymbol: "ETH",
  feeUsd: 1.9,
  insufficientBalance: false,
  insufficientGas: false
}

describe("swap preview screen", () => {
  it("shows pay and receive, rate, impact, the minimum after slippage, the approval step and the fee", () => {
    const frame = render(<SwapPreview {...preview} />).lastFrame() ?? ""
    expect(frame).toContain("Swap 150 GWT for about 0.099600698103990321 ETH")
    expect(frame).toContain("Rate      1 GWT = 0.000664004 ETH")
    expect(frame).toContain("Impact    0.4% below market value")
    expect(frame).toContain("At least  0.098604691122950417 ETH (1% slippage)")
    expect(frame).toContain("Approve   the swap router may spend your GWT")
    expect(frame).toContain("Fee       0.00063 ETH at 1.8 gwei ($1.90)")
    expect(frame).not.toContain("Not enough")
  })

  it("says when the balance or the gas is short, and asks y/N (Enter is no)", async () => {
    const short =
      render(<SwapPreview {...preview} approval={false} insufficientBalance insufficientGas />).lastFrame() ?? ""
    expect(short).not.toContain("Approve")
    expect(short).toContain("Not enough GWT for this swap")
    expect(short).toContain("Not enough ETH to pay for gas")
    const yes = vi.fn()
    const first = render(<ConfirmSwap {...preview} onAnswer={yes} />)
    expect(first.lastFrame()).toContain("Swap? [y/N]")
    await vi.waitFor(
      () => {
        first.stdin.write("y")
        expect(yes).toHaveBeenCalledWith(true)
      },
      { timeout: 10_000 }
    )
    const no = vi.fn()
    const second = render(<ConfirmSwap {...preview} onAnswer={no} />)
    await vi.waitFor(
      () => {
        second.stdin.write("\r")
        expect(no).toHaveBeenCalledWith(false)
      },
      { timeout: 10_000 }
    )
  })
})

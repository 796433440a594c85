import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { terminalQr } from "../src/qr.js"
import { Balances } from "../src/screens/balances.js"
import { History, type HistoryGroupView } from "../src/screens/history.js"
import { Nfts } from "../src/screens/nfts.js"
import { formatCountdown, PairingCountdown, pairingText } from "../src/screens/pairing.js"
import { ConfirmSend, SendPreview, type SendPreviewProps } from "../src/screens/send-preview.js"
import { SendProgress } from "../src/screens/send-progress.js"
import { SEND_CONFIRMATION_WAIT_MS } from "@gangway/core"

const URI =
  "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303"
const MINUTES_4 = 4 * 60_000

describe("pairing screen (QR + URI + countdown)", () => {
  it("prints the QR code and the URI, the URI on one line however narrow the terminal", async () => {
    const qr = await terminalQr(URI)
    const text = pairingText(URI, qr)
    expect(text.startsWith("Scan with a WalletConnect wallet\n")).toBe(true)
    expect(text).toContain(qr.split("\n")[1])
    expect(text).toMatch(/[▀▄█]/)
    // Not wrapped at the width, as a screen (Ink) would do: copied, it still pairs.
    expect(URI.length).toBeGreaterThan(100)
    expect(text.split("\n")).toContain(URI)
    expect(text.endsWith(`${URI}\n`)).toBe(true)
  })

  it("counts down to expiry", () => {
    const start = 1_700_000_000_000
    const props = { expiresAt: start + MINUTES_4, marginMs: 10_000 }
    const { lastFrame, rerender } = render(<PairingCountdown {...props} now={start} />)
    expect(lastFrame()).toContain("Expires in 4:00")
    rerender(<PairingCountdown {...props} now={start + 61_000} />)
    expect(lastFrame()).toContain("Expires in 2:59")
    // SPEC §4: expired when 10 seconds or less remain.
    rerender(<PairingCountdown {...props} now={start + MINUTES_4 - 11_000} />)
    expect(lastFrame()).toContain("Expires in 0:11")
    rerender(<PairingCountdown {...props} now={start + MINUTES_4 - 10_000} />)
    expect(lastFrame()).toContain("Pairing expired")
  })

  it("formats the countdown as m:ss, never negative", () => {
    expect(formatCountdown(MINUTES_4)).toBe("4:00")
    expect(formatCountdown(59_001)).toBe("1:00")
    expect(formatCountdown(9_000)).toBe("0:09")
    expect(formatCountdown(-5)).toBe("0:00")
  })
})

const preview: SendPreviewProps = {
  from: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  to: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  toName: "alice.reown.id",
  amount: "2.5",
  symbol: "GWT",
  network: "Gangway Local (eip155:31337)",
  namespace: "eip155",
  feeLabel: "gas",
  feeUnit: "gas",
  feeRate: "1.5",
  feeRateUnit: "gwei",
  gasUnits: "34634",
  fee: "0.000051951",
  feeSymbol: "ETH",
  feeUsd: 0.155853,
  insufficientGas: false
}

describe("send preview", () => {
  it("shows amount, both parties, network and the gas cost", () => {
    const frame = render(<SendPreview {...preview} />).lastFrame() ?? ""
    expect(frame).toContain("Send 2.5 GWT")
    expect(frame).toContain("From     0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
    expect(frame).toContain("To       0x90F79bf6EB2c4f870365E785982E1f101E93b906 (alice.reown.id)")
    expect(frame).toContain("Gas      34634 at 1.5 gwei = 0.000051951 ETH ($0.16)")
    expect(frame).not.toContain("Not enough")
  })

  it("on Solana: the fee per signature in lamports, the total in SOL, and the receiver's token account it creates", () => {
    const solana: SendPreviewProps = {
      ...preview,
      to: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
      toName: undefined,
      symbol: "GUSD",
      network: "Solana Local (solana:2EPTjCbpZFdiRDpjoRB4MxbTsVktZbGr)",
      namespace: "solana",
      feeLabel: "fee",
      feeUnit: "signature",
      feeRate: "5000",
      feeRateUnit: "lamports",
      receiverAccountRent: "0.00203928",
      gasUnits: "1",
      fee: "0.00204428",
      feeSymbol: "SOL",
      feeUsd: undefined
    }
    const frame = render(<SendPreview {...solana} />).lastFrame() ?? ""
    expect(frame).toContain("Fee      1 signature at 5000 lamports + 0.00203928 SOL rent = 0.00204428 SOL")
    expect(frame).toContain("Creates  the receiver's GUSD token account (rent 0.00203928 SOL, in the fee)")
    expect(frame).not.toContain("gwei")
  })

  it("on Bitcoin: the size in vbytes, the rate in sat/vB at the speed chosen, the total in BTC", () => {
    const bitcoin: SendPreviewProps = {
      ...preview,
      to: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
      toName: undefined,
      symbol: "BTC",
      network: "Bitcoin Local (bip122:0f9188f13cb7b2c71f2a335e3a4fc328)",
      namespace: "bip122",
      feeLabel: "fee",
      feeUnit: "vbyte",
      feeRate: "12",
      feeRateUnit: "sat/vB",
      speed: "fast",
      gasUnits: "141",
      fee: "0.00001692",
      feeSymbol: "BTC",
      feeUsd: undefined
    }
    const frame = render(<SendPreview {...bitcoin} />).lastFrame() ?? ""
    expect(frame).toContain("Fee      141 vB at 12 sat/vB (fast) = 0.00001692 BTC")
    expect(frame).not.toContain("gwei")
    expect(frame).not.toContain("lamports")
  })

  it("warns when the native balance cannot pay for gas", () => {
    expect(render(<SendPreview {...preview} insufficientGas />).lastFrame()).toContain("Not enough ETH to pay for gas")
  })

  it("asks y/N: y confirms, Enter declines", async () => {
    const yes = vi.fn()
    const first = render(<ConfirmSend {...preview} onAnswer={yes} />)
    expect(first.lastFrame()).toContain("Send it? [y/N]")
    await vi.waitFor(
      () => {
        first.stdin.write("y")
        expect(yes).toHaveBeenCalledWith(true)
      },
      { timeout: 10_000 }
    )
    const no = vi.fn()
    const second = render(<ConfirmSend {...preview} onAnswer={no} />)
    await vi.waitFor(
      () => {
        second.stdin.write("\r")
        expect(no).toHaveBeenCalledWith(false)
      },
      { timeout: 10_000 }
    )
  })
})

describe("send progress", () => {
  const base = { amount: "0.5", symbol: "ETH", to: "0x90F79bf6EB2c4f870365E785982E1f101E93b906" }

  it("marks the steps done, current and to come, then the hash", () => {
    const { lastFrame, rerender } = render(<SendProgress {...base} phase="signing" />)
    expect(lastFrame()).toContain("Sending 0.5 ETH to 0x90F79bf6EB2c4f870365E785982E1f101E93b906")
    expect(lastFrame()).toContain("✔ Checking amount, receiver and gas")
    expect(lastFrame()).toContain("› Signing in the wallet…")
    expect(lastFrame()).toContain("· Waiting until mined")
    rerender(<SendProgress {...base} phase="pending" hash="0xabc" />)
    expect(lastFrame()).toContain("› Waiting until mined…")
    expect(lastFrame()).toContain("Hash 0xabc")
    rerender(<SendProgress {...base} phase="confirmed" hash="0xabc" />)
    expect(lastFrame()).toContain("✔ Confirmed")
    expect(lastFrame()).not.toContain("›")
  })

  it("sent but not confirmed within SEND_CONFIRMATION_WAIT_MS: says so, still waiting until mined, with the hash and the explorer's page", () => {
    const frame = render(
      <SendProgress {...base} phase="unconfirmed" hash="0xabc" explorerUrl="https://etherscan.io/tx/0xabc" />
    ).lastFrame()
    expect(frame).toContain("✔ Signing in the wallet")
    expect(frame).toContain("› Waiting until mined…")
    expect(frame).toContain(
      `! Sent, not yet confirmed after ${SEND_CONFIRMATION_WAIT_MS / 1000} s: check the hash before sending again`
    )
    expect(frame).toContain("Hash 0xabc")
    expect(frame).toContain("Explorer https://etherscan.io/tx/0xabc")
  })

  it("shows the failure", () => {
    const frame = render(<SendProgress {...base} phase="failed" error="Signature declined" />).lastFrame()
    expect(frame).toContain("✘ Signature declined")
  })
})

describe("history", () => {
  const row = (hash: string, minedAt: string, operationType = "send", quantity = "1.5", symbol = "GWT") => ({
    hash,
    operationType,
    status: "confirmed",
    minedAt,
    sentFrom: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    sentTo: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
    transfers: [{ direction: operationType === "receive" ? "in" : "out", quantity, symbol }]
  })
  const groups: ReadonlyArray<HistoryGroupView> = [
    { year: 2026, month: 11, transactions: [row(`0x${"a".repeat(64)}`, "2026-11-23T11:38:56.000Z")] },
    {
      year: 2026,
      month: 10,
      transactions: [row(`0x${"b".repeat(64)}`, "2026-10-02T09:00:00.000Z", "receive", "3", "ETH")]
    },
    {
      year: 2025,
      month: 12,
      transactions: [row(`0x${"c".repeat(64)}`, "2025-12-31T23:59:00.000Z", "mint", "100", "USDT")]
    }
  ]

  it("groups by year and month, newest first, with one line per transaction", () => {
    const frame = render(<History groups={groups} next="cursor-2" />).lastFrame() ?? ""
    const order = ["November 2026", "October 2026", "December 2025"].map((label) => frame.indexOf(label))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(frame).toContain("11-23 11:38 Sent 1.5 GWT to 0x90F7…b906 confirmed")
    expect(frame).toContain("Received 3 ETH from 0x7099…79C8")
    expect(frame).toContain("0xaaaa…aaaa")
    expect(frame).toContain("More: gangway history --cursor cursor-2")
  })

  it("says so when there is nothing", () => {
    expect(render(<History groups={[]} />).lastFrame()).toBe("No transactions yet")
  })
})

describe("balances", () => {
  it("shows each balance cut to 3 decimals with its value", () => {
    const frame =
      render(
        <Balances
          account="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
          network="Gangway Local (eip155:31337)"
          rows={[
            { symbol: "ETH", name: "Ether", quantity: "9999.123999", value: 29997371.99 },
            { symbol: "GWT", name: "Gangway Token", quantity: "10", value: 20 }
          ]}
        />
      ).lastFrame() ?? ""
    // Written as the modal writes them: grouped, cut to 3 decimals, USD with 2.
    expect(frame).toContain("9,999.123 ETH")
    expect(frame).toContain("$29,997,371.99")
    expect(frame).toContain("10 GWT")
  })
})

describe("nfts", () => {
  it("lists each NFT by name with its collection and token id, or says there are none", () => {
    const rows = [{ name: "Harbor Pass #2", contract: "0x2C713f1D3594918Cea0Ae287AdE5a38959708724", tokenId: "2" }]
    const frame = render(<Nfts account="0xabc" network="Gangway Local (eip155:31337)" rows={rows} />).lastFrame() ?? ""
    expect(frame).toContain("0xabc on Gangway Local (eip155:31337)")
    expect(frame).toContain("Harbor Pass #2  0x2C71…8724 #2")
    expect(render(<Nfts account="0xabc" network="Gangway Local" rows={[]} />).lastFrame()).toContain("No NFTs yet")
  })
})

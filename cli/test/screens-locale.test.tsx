import { render } from "ink-testing-library"
import { describe, expect, it } from "vitest"
import { loadLanguage } from "../src/i18n/language.js"
import { SendPreview, type SendPreviewProps } from "../src/screens/send-preview.js"
import { SendProgress } from "../src/screens/send-progress.js"
import { History } from "../src/screens/history.js"
import { signInText } from "../src/sign-in.js"
import { SwapPreview } from "../src/screens/swap-preview.js"
import { PairingCountdown, pairingText } from "../src/screens/pairing.js"

// The send screens in another language: labels aligned to the longest, plurals by the locale.
const solana: SendPreviewProps = {
  from: "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",
  to: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  amount: "2.5",
  symbol: "GUSD",
  network: "Solana Local (solana:2EPTjCbpZFdiRDpjoRB4MxbTsVktZbGr)",
  namespace: "solana",
  feeLabel: "fee",
  feeUnit: "signature",
  feeRate: "5000",
  feeRateUnit: "lamports",
  receiverAccountRent: "0.00203928",
  gasUnits: "2",
  fee: "0.00204928",
  feeSymbol: "SOL",
  insufficientGas: true
}

describe("the send screens in the person's language", () => {
  it("the preview in Spanish", async () => {
    const language = await loadLanguage("es")
    const lines = (render(<SendPreview {...solana} language={language} />).lastFrame() ?? "")
      .split("\n")
      .map((line) => line.replace(/^│ | *│$/g, ""))
    expect(lines).toContain("Enviar 2.5 GUSD")
    expect(lines).toContain("De        4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T")
    expect(lines).toContain("Comisión  2 firmas a 5000 lamports + 0.00203928 SOL de renta = 0.00204928 SOL")
    expect(lines).toContain("No tienes suficiente SOL para pagar el gas")
  })

  it("the progress in German, and a failure without a message by the core's notice", async () => {
    const language = await loadLanguage("de")
    const base = { amount: "0.5", symbol: "ETH", to: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", language }
    const frame = render(<SendProgress {...base} phase="signing" hash="0xabc" />).lastFrame() ?? ""
    expect(frame.split("\n")).toEqual([
      "Sende 0.5 ETH an 0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      "✔ Betrag, Empfänger und Gas werden geprüft",
      "› Signieren in der Wallet…",
      "· Warten, bis gemined",
      "· Bestätigt",
      "Hash 0xabc"
    ])
    expect(render(<SendProgress {...base} phase="failed" />).lastFrame()).toContain(
      "✘ Die Transaktion konnte nicht gesendet werden. Bitte versuche es erneut."
    )
  })
})

describe("history in the person's language", () => {
  const transaction = {
    hash: `0x${"a".repeat(64)}`,
    operationType: "receive",
    status: "confirmed",
    minedAt: "2026-11-23T11:38:56.000Z",
    sentFrom: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    sentTo: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
    transfers: [{ direction: "in", quantity: "3", symbol: "ETH" }]
  }

  it("Japanese: the month by Intl, the line in Japanese word order, the status, the next page", async () => {
    const language = await loadLanguage("ja")
    const frame =
      render(
        <History groups={[{ year: 2026, month: 11, transactions: [transaction] }]} next="c2" language={language} />
      ).lastFrame() ?? ""
    expect(frame.split("\n")).toEqual([
      "2026年11月",
      "  11-23 11:38 0x7099…79C8 から 3 ETH を受取 確認済み  0xaaaa…aaaa",
      "",
      "続き: gangway history --cursor c2"
    ])
  })

  it("German: nothing yet", async () => {
    expect(render(<History groups={[]} language={await loadLanguage("de")} />).lastFrame()).toBe(
      "Noch keine Transaktionen"
    )
  })
})

describe("sign-in in the person's language", () => {
  it("Chinese: who signed in where, and until when", async () => {
    const signed = {
      data: { accountAddress: "0x7099…79C8", chainId: "eip155:31337", expirationTime: "2026-11-24T18:00:00.000Z" }
    } as unknown as Parameters<typeof signInText>[0]
    expect(signInText(signed, "http://127.0.0.1:4000/siwx", await loadLanguage("zh-CN"))).toBe(
      "已在 http://127.0.0.1:4000/siwx 以 0x7099…79C8 登录 eip155:31337 （至 2026-11-24T18:00:00.000Z）"
    )
  })
})

describe("the swap preview in the person's language", () => {
  it("German: labels aligned to the longest, the fee's dollars in German notation", async () => {
    const language = await loadLanguage("de")
    const frame =
      render(
        <SwapPreview
          from="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
          network="Gangway Local (eip155:31337)"
          pay="150"
          paySymbol="GWT"
          receive="0.0996"
          receiveSymbol="ETH"
          minimumReceived="0.0986"
          rate="0.000664"
          slippage={1}
          approval={false}
          gasPriceGwei="1.8"
          fee="0.00063"
          feeSymbol="ETH"
          feeUsd={1.9}
          insufficientBalance
          insufficientGas={false}
          language={language}
        />
      ).lastFrame() ?? ""
    const lines = frame.split("\n").map((line) => line.replace(/^│ | *│$/g, ""))
    expect(lines).toContain("150 GWT gegen etwa 0.0996 ETH tauschen")
    expect(lines).toContain("Mindestens  0.0986 ETH (1% Slippage)")
    expect(lines).toContain("Gebühr      0.00063 ETH zu 1.8 gwei (1,90\u00a0$)")
    expect(lines).toContain("Nicht genug GWT für diesen Swap")
  })
})

describe("WalletConnect pairing in the person's language", () => {
  it("Arabic: the QR code's instructions and the countdown", async () => {
    const language = await loadLanguage("ar")
    expect(pairingText("wc:abc@2", "██\n", language)).toBe(
      "امسح باستخدام محفظة تدعم WalletConnect\n██\nأو الصق هذا الرابط URI في المحفظة:\nwc:abc@2\n"
    )
    expect(
      render(<PairingCountdown expiresAt={200_000} now={100_000} marginMs={10_000} language={language} />).lastFrame()
    ).toBe("تنتهي خلال 1:40 · في انتظار المحفظة…")
  })
})
